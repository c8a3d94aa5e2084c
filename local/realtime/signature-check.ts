import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@aws-crypto/sha256-js';

export interface SignedRequest {
  method: string;
  /** As it arrived: path and query, still escaped. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** `20261126T145700Z` → the instant, or undefined. */
function amzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

export interface SignatureExpectation {
  service: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/**
 * A check of requests signed with Signature V4 for `service` in `region` with `credentials`: it
 * answers why API Gateway would refuse a request, or undefined when it checks out. The
 * `@connections` stand-in asks, so a push that signs wrongly fails locally as it would in AWS.
 * The signature is computed again from the headers the request says it signed and compared; one
 * signer serves every request, so its signing key is derived once a day, not once a post.
 */
export function createSignatureCheck(
  expected: SignatureExpectation,
): (request: SignedRequest) => Promise<string | undefined> {
  const signer = new SignatureV4({
    service: expected.service,
    region: expected.region,
    credentials: expected.credentials,
    sha256: Sha256,
  });
  return async (request) => {
    const header = request.headers.authorization;
    const m = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
    if (!m) return 'Missing Authentication Token';
    const [, keyId, day, region, service, signedHeaders, signature] = m as unknown as string[];
    if (keyId !== expected.credentials.accessKeyId) return 'The security token is invalid';
    if (region !== expected.region || service !== expected.service) {
      return `Credential should be scoped to ${expected.region}/${expected.service}`;
    }
    const date = amzDate(request.headers['x-amz-date'] as string | undefined);
    if (!date || date.toISOString().slice(0, 10).replaceAll('-', '') !== day) {
      return 'X-Amz-Date is missing or does not match the credential scope';
    }
    if (Math.abs(Date.now() - date.getTime()) > 5 * 60_000) return 'Signature expired';

    // The signer takes a stated body hash on trust, so check it against the body first.
    const bodyHash = request.headers['x-amz-content-sha256'];
    if (
      typeof bodyHash === 'string' &&
      bodyHash !== createHash('sha256').update(request.body).digest('hex')
    ) {
      return 'The provided x-amz-content-sha256 header does not match what was computed';
    }
    const headers: Record<string, string> = {};
    for (const name of signedHeaders!.split(';')) {
      const value = request.headers[name];
      if (value === undefined) return `Signed header ${name} is missing`;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const url = new URL(request.url, 'http://stand-in');
    const again = await signer.sign(
      {
        method: request.method,
        protocol: 'http:',
        hostname: String(request.headers.host ?? ''),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: request.body,
      },
      { signingDate: date },
    );
    const computed = /Signature=([0-9a-f]{64})/.exec(String(again.headers.authorization))?.[1];
    return computed === signature
      ? undefined
      : 'The request signature we calculated does not match the signature you provided';
  };
}
