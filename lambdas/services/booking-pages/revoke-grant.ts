import type { TOAuthProvider } from '@contracts/booking/connection';
import type { Logger } from '../../middleware/logger';
import type { CalendarProviders } from '../../ports/calendar-providers';
import type { TokenCipher } from '../../ports/token-cipher';

export interface RevokeGrantDeps {
  calendarProviders: Pick<CalendarProviders, 'revoke'>;
  tokenCipher: Pick<TokenCipher, 'decrypt'>;
  log?: Logger;
}

/** A stored grant: a Google or Microsoft connection's provider and sealed refresh token. */
export interface StoredGrant {
  provider?: unknown;
  refreshTokenCiphertext?: unknown;
  [attribute: string]: unknown;
}

/**
 * `revoked` at the provider; `unsupported` where the provider offers no revocation (Microsoft);
 * `failed` when it could not be done (logged); `none` for a connection that holds no grant.
 */
export type GrantOutcome = 'revoked' | 'unsupported' | 'failed' | 'none';

/**
 * Ends, at Google or Microsoft, the access a connection's refresh token grants, so a token the
 * product no longer keeps is worth nothing to anyone who copied it. Never throws: the caller
 * deletes the token whatever happens here, and a provider that is down must not keep a calendar
 * connected or an account open. The token itself is never logged.
 */
export async function revokeGrant(
  deps: RevokeGrantDeps,
  grant: StoredGrant,
): Promise<GrantOutcome> {
  const sealed = grant.refreshTokenCiphertext;
  const provider = grant.provider;
  if (typeof sealed !== 'string' || sealed === '') return 'none';
  if (provider !== 'google' && provider !== 'microsoft') return 'none';
  try {
    const token = await deps.tokenCipher.decrypt('calendar-refresh-token', sealed);
    return await deps.calendarProviders.revoke(provider as TOAuthProvider, token);
  } catch (error) {
    deps.log?.warn('A calendar grant could not be revoked at its provider; its token is deleted', {
      provider,
      reason: error instanceof Error ? error.message : 'unknown',
    });
    return 'failed';
  }
}
