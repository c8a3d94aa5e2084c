import {
  ACCOUNT_CLOSURE_REQUESTED,
  closeAccountMessages,
  RECENT_SIGN_IN_SECONDS,
  type TAccountClosureRequested,
} from '@contracts/account/close-account';
import { signedInRecently } from '@domain/account/recent-sign-in';
import { badRequest, conflict, reauthenticate } from '../../errors';
import type { Identity } from '../../middleware/identity';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { toOutboxItem } from '../outbox/outbox-item';
import { toClosureMarker } from './closure-marker';

/**
 * `POST /api/account/close`: only right after a sign-in (the token's `auth_time`, which a token
 * refresh keeps; 403 `reauthenticate` otherwise), so an unattended open session cannot close the
 * account, and only with the account's own e-mail typed again. One transaction writes the
 * account's closure mark, from which moment every signed-in route refuses its tokens, and
 * `AccountClosureRequested` in the outbox, which hands the work to its consumer: it signs the
 * account out everywhere, deletes everything and mails a confirmation.
 */
export async function requestClosure(
  deps: {
    table: Pick<Table, 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: { identity: Identity; email: string },
): Promise<{ status: 'closing' }> {
  const now = deps.clock.now();
  if (!signedInRecently(input.identity.authTime, now, RECENT_SIGN_IN_SECONDS))
    throw reauthenticate(closeAccountMessages.reauthenticate);
  const email = await deps.users.getEmail(input.identity.sub, input.identity.username);
  if (!email || email.toLowerCase() !== input.email.trim().toLowerCase())
    throw badRequest(closeAccountMessages.mismatch, { email: closeAccountMessages.mismatch });
  const detail: TAccountClosureRequested = {
    closureId: deps.ids.newId(),
    sub: input.identity.sub,
    username: input.identity.username,
    email,
  };
  await deps.table
    .transaction()
    // Only one closure per account: a second request in the same instant finds the mark.
    .create(
      toClosureMarker(detail.sub, detail.closureId, now),
      conflict(closeAccountMessages.closed),
    )
    .put(toOutboxItem(ACCOUNT_CLOSURE_REQUESTED, detail.closureId, detail, now))
    .commit();
  return { status: 'closing' };
}
