import { createHash } from 'node:crypto';
import {
  accountSecurityMessages as m,
  RECOVERY_MAX_FAILURES,
  RECOVERY_WINDOW_SECONDS,
} from '@contracts/account/account-security';
import { failuresInWindow } from '@domain/account/recovery-codes';
import { isAppError, tooManyRequests, unauthorized } from '../../errors';
import { recoveryTryKeys } from '../../keys/account-security';
import type { Logger } from '../../middleware/logger';
import type { AccountSecurity } from '../../ports/account-security';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem } from '../../ports/table';
import {
  findRecoveryCode,
  nextRecoveryItem,
  readRecoveryCodes,
  writeRecoveryItem,
} from './recovery-code-item';
import { securityNotice } from './security-notice';

export interface RecoverDeps {
  table: Pick<Table, 'get' | 'put' | 'update' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  security: AccountSecurity;
}

const triesKey = (email: string) =>
  recoveryTryKeys.key({
    address: createHash('sha256').update(email.trim().toLowerCase()).digest('hex'),
  });

/** One more failure of the address, in the window running, or a new window. */
async function countFailure(
  table: RecoverDeps['table'],
  key: ReturnType<typeof triesKey>,
  running: boolean,
  nowSeconds: number,
) {
  if (running) {
    await table.update(key, { add: { count: 1 } }, { exists: true });
    return;
  }
  const windowEnds = nowSeconds + RECOVERY_WINDOW_SECONDS;
  await table.put({ ...key, count: 1, windowEnds, ttl: windowEnds });
}

/**
 * `POST /api/account/recover`: signing in with a recovery code in place of the lost
 * authenticator app (docs/decisions.md, "Recovery codes stand in for a lost authenticator app").
 * The e-mail's account, the code (against the stored hashes) and the password (the pool's own
 * sign-in up to its code step, never finished) must all hold; every failure gets the same answer
 * and counts against the address (`RECOVERY_MAX_FAILURES` an hour, then 429 before anything is
 * checked). Then the pool turns the authenticator app off (the admin API), and one transaction,
 * on condition that the set is still the one read, drops the whole set (it stood in for the
 * lost app) and puts the notice in the outbox, which mails the account: a code works once, and
 * of two requests racing with it only one goes through. Should that write fail otherwise, the
 * app is turned back on. The person then signs in with the password alone, and must set up a
 * new app (and so a new set of codes) before any admin route answers again.
 */
export async function recoverWithCode(
  deps: RecoverDeps,
  input: { email: string; password: string; code: string; log?: Pick<Logger, 'error'> },
): Promise<void> {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const key = triesKey(input.email);
  const tries = await deps.table.get<TableItem & { count?: number; windowEnds?: number }>(key, {
    consistent: true,
  });
  const failures = failuresInWindow(tries, nowSeconds);
  if (failures >= RECOVERY_MAX_FAILURES) throw tooManyRequests(m.tooManyTries);
  const refuse = async (): Promise<never> => {
    await countFailure(deps.table, key, failures > 0, nowSeconds);
    throw unauthorized(m.recoveryRefused);
  };

  const account = await deps.security.find(input.email.trim());
  if (!account?.totp) return refuse();
  const current = await readRecoveryCodes(deps.table, account.sub);
  if (current?.totp !== 'on' || current.codes.length === 0) return refuse();
  if ((await findRecoveryCode(input.code, current.codes)) < 0) return refuse();
  if (!(await deps.security.passwordHolds(account.username, input.password))) return refuse();

  await deps.security.setTotp(account.username, false);
  const next = nextRecoveryItem(account.sub, current, { totp: 'off', codes: [] });
  try {
    await writeRecoveryItem(deps.table.transaction(), current, next, m.recoveryRefused)
      .put(securityNotice(deps, account, 'recovery-code-used'))
      .commit();
  } catch (error) {
    // Lost to another request with the same set: that one turned the app off and told the
    // person; this one is refused like any used code.
    if (isAppError(error) && error.code === 'conflict') throw unauthorized(m.recoveryRefused);
    await deps.security.setTotp(account.username, true).catch((undo: unknown) => {
      input.log?.error(
        'An authenticator app turned off for a recovery could not be turned back on',
        {
          error: undo,
        },
      );
    });
    throw error;
  }
}
