/** The word the provider's callback page posts to its opener when the connection is made. */
export const OAUTH_SUCCESS = 'oauth-success';

/**
 * Whether a `message` event is the OAuth popup's success: it must come from this site's own
 * origin (the callback page is ours), and say "oauth-success" as text or as `{ type }`.
 */
export function isOAuthSuccess(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string) {
  if (event.origin !== origin) return false;
  const { data } = event as { data: unknown };
  if (data === OAUTH_SUCCESS) return true;
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_SUCCESS
  );
}

/** The popup's size and name (spec §9). */
export const OAUTH_POPUP = { name: 'oauth', features: 'width=600,height=700' } as const;
