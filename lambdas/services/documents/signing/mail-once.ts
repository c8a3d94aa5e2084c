import { idempotencyKeys } from '../../../keys/idempotency';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table, TableItem } from '../../../ports/table';
import { MAIL_CLAIM_TTL_SECONDS, type SendOutcome } from '../../booking/meeting-mail';

/**
 * Sends one signing mail at most once, however often its event is delivered (docs/events.md):
 * `IDEM#signing-mail#<key>` is created if absent before sending, and an existing claim means the
 * mail went out already. A failed send releases the claim and rethrows, so the retry sends it.
 */
export async function mailOnce(
  deps: { table: Pick<Table, 'putIfAbsent' | 'delete'>; clock: Clock; log?: Logger },
  key: string,
  send: () => Promise<unknown>,
): Promise<SendOutcome> {
  const now = deps.clock.now();
  const claimKey = idempotencyKeys.key({ scope: 'signing-mail', key });
  const claim: TableItem = {
    ...claimKey,
    claimedAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + MAIL_CLAIM_TTL_SECONDS,
  };
  if (!(await deps.table.putIfAbsent(claim))) return 'already sent';
  try {
    await send();
  } catch (error) {
    await deps.table.delete(claimKey).catch((cleanup: unknown) => {
      // The retry will then skip this mail: loud, so it can be sent by hand.
      deps.log?.error('Mail claim could not be released after a failed send', {
        error: cleanup,
        key,
      });
    });
    throw error;
  }
  return 'sent';
}
