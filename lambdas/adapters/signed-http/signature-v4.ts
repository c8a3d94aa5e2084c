import { createHash, createHmac } from 'node:crypto';
import type { AwsCredentials } from './signed-sender';

export interface RequestToSign {
  method: string;
  /** `host[:port]`, as the Host header sends it. */
  host: string;
  /** Path as sent, its segments already escaped; no query. */
  path: string;
  headers: Readonly<Record<string, string>>;
  body: string;
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 escaping, as Signature V4 asks: only unreserved characters stay as they are. */
const escape = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `2026-11-26T14:57:00.123Z` → `20261126T145700Z`. */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Signature V4 for a request without a query, from its published steps: the canonical request
 * (services other than S3 escape each path segment once more), the string to sign over the
 * credential scope, and the key derived from the secret for the day, region and service (kept
 * for the day, as it changes only then). Returns the headers to send: the given ones plus host,
 * `x-amz-date`, `x-amz-content-sha256`, the session token if any, and `authorization`. Every given header is signed.
 * Written here, not taken from `@smithy/signature-v4`, because that signer brings some 80 KiB of
 * the SDK's core into every function's cold start (docs/decisions.md, "The table speaks
 * DynamoDB's protocol itself").
 */
export function createSigner(config: {
  service: string;
  region: string;
  credentials: AwsCredentials;
}): (request: RequestToSign, now?: Date) => Record<string, string> {
  const { service, region, credentials } = config;
  let key: { day: string; value: Buffer } | undefined;
  const signingKey = (day: string) => {
    if (key?.day !== day) {
      let value = hmac(`AWS4${credentials.secretAccessKey}`, day);
      for (const part of [region, service, 'aws4_request']) value = hmac(value, part);
      key = { day, value };
    }
    return key.value;
  };

  return (request, now = new Date()) => {
    const date = amzDate(now);
    const day = date.slice(0, 8);
    const payloadHash = sha256Hex(request.body);
    const headers: Record<string, string> = {
      host: request.host,
      'x-amz-date': date,
      // Not required outside S3, but the SDK's signer sends it, so requests look the same.
      'x-amz-content-sha256': payloadHash,
      ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
    };
    for (const [name, value] of Object.entries(request.headers))
      headers[name.toLowerCase()] = value;
    const names = Object.keys(headers).sort();
    const signedHeaders = names.join(';');
    const canonical = [
      request.method,
      request.path.split('/').map(escape).join('/'),
      '',
      ...names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/${service}/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
    const signature = createHmac('sha256', signingKey(day)).update(toSign).digest('hex');
    return {
      ...headers,
      authorization:
        `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
        `SignedHeaders=${signedHeaders}, Signature=${signature}`,
    };
  };
}
