import { conflict } from '../../errors';
import { passwordResetMarkKeys } from '../../keys/password-reset-mark';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { securityNotice } from './security-notice';

/** A mark stands for the reset announced in its minute; it is deleted some minutes on. */
const MINUTE_MS = 60_000;
const MARK_KEEP_SECONDS = 10 * 60;

export interface PasswordResetNoticeDeps {
  table: Pick<Table, 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  log: Pick<Logger, 'info' | 'error'>;
}

/** `written`: the notice is in the outbox; `already`: a retry of a reset announced; `failed`: logged. */
export type PasswordResetNoticeOutcome = 'written' | 'already' | 'failed';

/**
 * A password reset through "Forgot password?" (Cognito's post confirmation trigger,
 * `PostConfirmation_ConfirmForgotPassword`): the account's security notice goes to the outbox,
 * which mails the address the pool holds, as for a password changed in Account Security.
 *
 * Once per reset: Cognito calls the trigger again when a call outlasts its 5 seconds (three
 * attempts in all), and its event carries nothing that tells one reset from the next. So the notice is written in one
 * transaction with a mark of its minute, on condition that neither that minute nor the one before
 * has a mark: a retry, seconds later, writes nothing. (Two resets of one account within that
 * minute or two are told once; the mail says a reset happened, which holds for both.)
 *
 * Never throws. The password is changed before Cognito calls the trigger, and an error would only
 * answer the person's reset with a failure; so a write that fails (its SDK retries spent) is
 * logged, at error level, and the reset goes through without its mail.
 */
export async function noticePasswordReset(
  deps: PasswordResetNoticeDeps,
  account: { sub: string; username: string },
): Promise<PasswordResetNoticeOutcome> {
  const now = deps.clock.now();
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const markOf = (m: number) => passwordResetMarkKeys.key({ sub: account.sub, minute: String(m) });
  const announced = conflict('This password reset was announced already');
  try {
    await deps.table
      .transaction()
      .create(
        {
          ...markOf(minute),
          at: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + MARK_KEEP_SECONDS,
        },
        announced,
      )
      .check(markOf(minute - 1), { exists: false }, announced)
      .put(securityNotice(deps, account, 'password-reset'))
      .commit();
    return 'written';
  } catch (error) {
    if (error === announced) {
      deps.log.info('Password reset already announced');
      return 'already';
    }
    // The account's id (never its address), so that its owner can be told otherwise.
    deps.log.error('Password reset notice not written; the reset stands without its mail', {
      sub: account.sub,
      error,
    });
    return 'failed';
  }
}
