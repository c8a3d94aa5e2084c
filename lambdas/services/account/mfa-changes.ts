import {
  accountSecurityMessages as m,
  type TRecoveryCodes,
} from '@contracts/account/account-security';
import { formatRecoveryCode } from '@domain/account/recovery-codes';
import { conflict, reauthenticate } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TransactionBuilder } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import {
  newRecoveryCodes,
  nextRecoveryItem,
  readRecoveryCodes,
  writeRecoveryItem,
  type RecoveryCodeItem,
} from './recovery-code-item';
import { securityNotice } from './security-notice';

export interface MfaChangeDeps {
  table: Pick<Table, 'get' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  users: Pick<UserDirectory, 'hasTotp'>;
}

/** Recovery codes and the authenticator app belong to the pool's own sign-in (a password). */
export function requirePasswordSession(identity: Identity): void {
  if (!identity.passwordSignIn) throw reauthenticate(m.passwordSignIn);
}

/** Whether the pool has the account's authenticator app on, and its recovery codes as stored. */
export async function authenticatorState(
  deps: Pick<MfaChangeDeps, 'table' | 'users'>,
  identity: Identity,
): Promise<{ on: boolean; current: RecoveryCodeItem | undefined }> {
  const [on, current] = await Promise.all([
    deps.users.hasTotp(identity.sub, identity.username),
    readRecoveryCodes(deps.table, identity.sub),
  ]);
  return { on, current };
}

/**
 * A new set of recovery codes in place of `current`, written (with whatever `alsoWrite` adds) on
 * condition that nobody wrote the set since it was read; the codes, shown in this answer only.
 */
export async function issueRecoveryCodes(
  deps: Pick<MfaChangeDeps, 'table'>,
  sub: string,
  current: RecoveryCodeItem | undefined,
  now: Date,
  alsoWrite: (tx: TransactionBuilder) => void = () => {},
): Promise<TRecoveryCodes> {
  const { codes, stored } = await newRecoveryCodes();
  const issuedAt = now.toISOString();
  const next = nextRecoveryItem(sub, current, { totp: 'on', codes: stored, issuedAt });
  const tx = writeRecoveryItem(deps.table.transaction(), current, next, m.alreadyIssued);
  alsoWrite(tx);
  await tx.commit();
  return { codes: codes.map(formatRecoveryCode), issuedAt };
}

/**
 * `POST /api/account/mfa`, once the browser has set up an authenticator app (Cognito checked its
 * first code): the pool is asked whether the app is on, and only then is the first set of
 * recovery codes made, shown in this answer and never again (only their hashes are kept). A new
 * app (none known, or the last one off) is mailed to the account, in the same transaction. A
 * second call for the same app is refused: a new set needs a fresh sign-in
 * (`regenerateRecoveryCodes`).
 */
export async function mfaTurnedOn(
  deps: MfaChangeDeps,
  input: { identity: Identity },
): Promise<TRecoveryCodes> {
  const { identity } = input;
  requirePasswordSession(identity);
  const { on, current } = await authenticatorState(deps, identity);
  if (!on) throw conflict(m.noAuthenticator);
  if (current?.totp === 'on' && current.codes.length > 0) throw conflict(m.alreadyIssued);
  return issueRecoveryCodes(deps, identity.sub, current, deps.clock.now(), (tx) => {
    if (current?.totp !== 'on') tx.put(securityNotice(deps, identity, 'mfa-on'));
  });
}

/**
 * `DELETE /api/account/mfa`, once the browser has removed the authenticator app (after a sign-in
 * with the password and a current code, docs/decisions.md): the pool is asked whether the app is
 * off indeed, then the codes that stood in for it are dropped and the account's address told, in
 * one transaction. Told once: a second call finds it known and changes nothing.
 */
export async function mfaTurnedOff(
  deps: MfaChangeDeps,
  input: { identity: Identity },
): Promise<void> {
  const { identity } = input;
  requirePasswordSession(identity);
  const { on, current } = await authenticatorState(deps, identity);
  if (on) throw conflict(m.stillOn);
  if (current?.totp === 'off') return;
  const next = nextRecoveryItem(identity.sub, current, { totp: 'off', codes: [] });
  await writeRecoveryItem(deps.table.transaction(), current, next, m.stillOn)
    .put(securityNotice(deps, identity, 'mfa-off'))
    .commit();
}
