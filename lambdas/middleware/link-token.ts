import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LINK_TOKEN, LINK_TOKEN_HEADER } from '@contracts/link-token';

/**
 * The personal link's token from its request header (`contracts/link-token.ts`), or undefined
 * when it is missing or cannot be a token we issued: the caller answers that exactly as it
 * answers an unknown link. Links never put the token in a path, so no log ever holds it.
 */
export function linkTokenOf(event: Pick<APIGatewayProxyEventV2, 'headers'>): string | undefined {
  const entry = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === LINK_TOKEN_HEADER,
  );
  const token = entry?.[1]?.trim() ?? '';
  return LINK_TOKEN.test(token) ? token : undefined;
}
