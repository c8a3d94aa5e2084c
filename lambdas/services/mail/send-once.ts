import { idempotencyKeys } from '../../keys/idempotency';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Table, TableItem } from '../../ports/table';

/** Long enough to outlive every redelivery: EventBridge retries, and the dead-letter queue's 14 days. */
export const MAIL_CLAIM_TTL_SECONDS = 15 * 24 * 60 * 60;

export type SendOutcome = 'sent' | 'already sent';

/** The claim of one mail: `IDEM#<consumer>#<what the mail is about>`. */
export interface MailClaim {
  scope: string;
  key: string;
}

/**
 * Sends one mail at most once, however often its event is delivered (docs/events.md): the claim
 * is created if absent before sending, and an existing claim means the mail went out already. A
 * failed send releases the claim and rethrows, so the retry sends it.
 */
export async function sendOnce(
  deps: { table: Pick<Table, 'putIfAbsent' | 'delete'>; clock: Clock; log?: Logger },
  claim: MailClaim,
  send: () => Promise<unknown>,
): Promise<SendOutcome> {
  const now = deps.clock.now();
  const claimKey = idempotencyKeys.key(claim);
  const item: TableItem = {
    ...claimKey,
    claimedAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + MAIL_CLAIM_TTL_SECONDS,
  };
  if (!(await deps.table.putIfAbsent(item))) return 'already sent';
  try {
    await send();
  } catch (error) {
    await deps.table.delete(claimKey).catch((cleanup: unknown) => {
      // The retry will then see the claim and skip this mail: loud, so it can be sent by hand.
      deps.log?.error('Mail claim could not be released after a failed send', {
        error: cleanup,
        ...claim,
      });
    });
    throw error;
  }
  return 'sent';
}

/** What became of one mail: sent now, sent by an earlier delivery, or nobody to send it to. */
export type MailOutcome = SendOutcome | 'skipped';

/**
 * Runs each mail on its own, so one failure does not hold back the other side's mail; then
 * fails with the first error, if any, for the event to be retried.
 */
export async function sendEach<K extends string>(
  mails: Record<K, () => Promise<MailOutcome>>,
): Promise<Record<K, MailOutcome>> {
  const names = Object.keys(mails) as K[];
  const results = await Promise.allSettled(names.map((name) => mails[name]()));
  const outcomes = {} as Record<K, MailOutcome>;
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') throw result.reason;
    outcomes[names[i]!] = result.value;
  }
  return outcomes;
}
