import {
  accountSecurityMessages as m,
  RECOVERY_REGENERATE_SECONDS,
  type TRecoveryCodes,
  type TRecoveryCodeStatus,
} from '@contracts/account/account-security';
import { signedInRecently } from '@domain/account/recent-sign-in';
import { conflict, reauthenticate } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Table } from '../../ports/table';
import {
  authenticatorState,
  issueRecoveryCodes,
  requirePasswordSession,
  type MfaChangeDeps,
} from './mfa-changes';
import { readRecoveryCodes } from './recovery-code-item';

/** `GET /api/account/recovery-codes`: when the set was made and how many are left; no code. */
export async function recoveryCodeStatus(
  deps: { table: Pick<Table, 'get'> },
  input: { identity: Identity },
): Promise<TRecoveryCodeStatus> {
  const current = await readRecoveryCodes(deps.table, input.identity.sub);
  if (!current || current.totp !== 'on') return { issuedAt: null, remaining: 0 };
  return { issuedAt: current.issuedAt ?? null, remaining: current.codes.length };
}

/**
 * `POST /api/account/recovery-codes`: a new set in place of the old, whose codes stop working at
 * once. Only within minutes of a sign-in (the token's `auth_time`): with an authenticator app on,
 * every sign-in of the pool's own asked for the password and a code, so someone at an open screen
 * without both cannot make codes that bypass the app. 403 `reauthenticate` otherwise.
 */
export async function regenerateRecoveryCodes(
  deps: MfaChangeDeps,
  input: { identity: Identity },
): Promise<TRecoveryCodes> {
  const { identity } = input;
  requirePasswordSession(identity);
  const now = deps.clock.now();
  if (!signedInRecently(identity.authTime, now, RECOVERY_REGENERATE_SECONDS))
    throw reauthenticate(m.reauthenticate);
  const { on, current } = await authenticatorState(deps, identity);
  if (!on) throw conflict(m.noAuthenticator);
  return issueRecoveryCodes(deps, identity.sub, current, now);
}
