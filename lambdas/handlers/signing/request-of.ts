import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ZSigningTokenParams } from '@contracts/documents/signing';
import { clientAddress } from '../../middleware/client-address';
import { invalidLink } from '../../services/documents/signing/open-signing-link';
import type { SignerClient } from '../../services/documents/signing/signer-client';

/** `{token}`: anything that cannot be a signing token is a link that does not exist. */
export function tokenOf(params: Record<string, string | undefined>): string {
  const parsed = ZSigningTokenParams.safeParse(params);
  if (!parsed.success) throw invalidLink();
  return parsed.data.token;
}

/** The signer's own address (not the edge's) and their browser, for the evidence. */
export function clientOf(event: APIGatewayProxyEventV2): SignerClient {
  return {
    ip: clientAddress(event),
    userAgent: (event.requestContext?.http?.userAgent || event.headers?.['user-agent'] || '').slice(
      0,
      512,
    ),
  };
}
