import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress } from '../../middleware/client-address';
import { linkTokenOf } from '../../middleware/link-token';
import { invalidLink } from '../../services/documents/signing/open-signing-link';
import type { SignerClient } from '../../services/documents/signing/signer-client';

/** The link's token header: missing, or anything that cannot be a token, is an unknown link. */
export function tokenOf(event: APIGatewayProxyEventV2): string {
  const token = linkTokenOf(event);
  if (!token) throw invalidLink();
  return token;
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
