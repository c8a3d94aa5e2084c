import { idempotencyKeys } from '../../keys/idempotency';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer, MailMessage } from '../../ports/mailer';
import { ConditionFailed, type Table, type TableItem, type TableKey } from '../../ports/table';

/** Long enough to outlive every redelivery: EventBridge retries, and the dead-letter queue's 14 days. */
export const MAIL_CLAIM_TTL_SECONDS = 15 * 24 * 60 * 60;

/**
 * How long a delivery holds a mail it is sending. Longer than any send takes, so a slow send is
 * not sent twice; short enough that a redelivery after a crash takes the mail over within one
 * consumer invocation (60 s), waiting out the lease included.
 */
export const MAIL_SEND_LEASE_SECONDS = 30;

/** How often a delivery waiting on another's lease looks at the claim again. */
const LEASE_POLL_MS = 1000;

export type SendOutcome = 'sent' | 'already sent';

/** The claim of one mail: `IDEM#<consumer>#<what the mail is about>`. */
export interface MailClaim {
  scope: string;
  key: string;
}

/** A claim written before claims had a state has none: its mail went out. */
type ClaimItem = TableItem & { state?: 'sending' | 'sent'; leaseUntil?: string };

export interface SendOnceDeps {
  table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete'>;
  clock: Clock;
  log?: Logger;
  /** Waits while another delivery holds the mail; tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends one mail once, however often its event is delivered (docs/events.md). The claim is
 * created `sending` with a lease before sending and marked `sent` after; a `sent` claim means the
 * mail went out. A claim left `sending` by a delivery that crashed is taken over once its lease
 * has run out, so a crash loses no mail; while a lease runs, the delivery waits for it. A failed
 * send releases the claim and rethrows, so the retry sends it. A crash between the send and
 * marking it sent (or a send slower than the lease) may send the mail twice.
 */
export async function sendOnce(
  deps: SendOnceDeps,
  claim: MailClaim,
  send: () => Promise<unknown>,
): Promise<SendOutcome> {
  const claimKey = idempotencyKeys.key(claim);
  const lease = await acquire(deps, claim);
  if (lease === undefined) return 'already sent';
  try {
    await send();
  } catch (error) {
    await release(deps, claimKey, lease).catch((cleanup: unknown) => {
      // The retry then waits out the lease before sending: loud, as the mail is late.
      deps.log?.error('Mail claim could not be released after a failed send', {
        error: cleanup,
        ...claim,
      });
    });
    throw error;
  }
  await deps.table
    .update(claimKey, { set: { state: 'sent' }, remove: ['leaseUntil'] }, { exists: true })
    .catch((error: unknown) => {
      // The mail went out; failing the event now would only send it again on the retry.
      deps.log?.error('Mail sent but its claim could not be marked sent', { error, ...claim });
    });
  return 'sent';
}

/** The lease this delivery now holds on the mail, or undefined when the mail went out already. */
async function acquire(deps: SendOnceDeps, claim: MailClaim): Promise<string | undefined> {
  const claimKey = idempotencyKeys.key(claim);
  const sleep = deps.sleep ?? wait;
  for (;;) {
    const now = deps.clock.now();
    const leaseUntil = leaseFrom(now);
    const fresh: TableItem = {
      ...claimKey,
      state: 'sending',
      leaseUntil,
      claimedAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + MAIL_CLAIM_TTL_SECONDS,
    };
    if (await deps.table.putIfAbsent(fresh)) return leaseUntil;
    const current = await deps.table.get<ClaimItem>(claimKey, { consistent: true });
    // Released by a failed send in between: claim it afresh.
    if (!current) continue;
    if (current.state !== 'sending') return undefined;
    const left = Date.parse(current.leaseUntil ?? '') - now.getTime();
    if (left > 0) {
      await sleep(Math.min(LEASE_POLL_MS, left));
      continue;
    }
    try {
      // Only if nobody took it over since the read; a lost race reads again.
      await deps.table.update(
        claimKey,
        { set: { leaseUntil } },
        { exists: true, equals: { state: 'sending', leaseUntil: current.leaseUntil } },
      );
      deps.log?.warn('Taking over a mail whose sending was interrupted', { ...claim });
      return leaseUntil;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
}

/** Deletes the claim unless another delivery has taken it over meanwhile. */
async function release(deps: SendOnceDeps, claimKey: TableKey, leaseUntil: string) {
  try {
    await deps.table.delete(claimKey, { exists: true, equals: { state: 'sending', leaseUntil } });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

const leaseFrom = (now: Date) =>
  new Date(now.getTime() + MAIL_SEND_LEASE_SECONDS * 1000).toISOString();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** One composed mail through the mailer, sent once under its claim (`sendOnce`). */
export function mailOnce(
  deps: SendOnceDeps & { mailer: Pick<Mailer, 'send'> },
  claim: MailClaim,
  mail: MailMessage,
): Promise<SendOutcome> {
  return sendOnce(deps, claim, () => deps.mailer.send(mail));
}
