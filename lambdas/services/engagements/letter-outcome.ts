import type {
  TEngagementLetterSigned,
  TEngagementLetterWithdrawn,
} from '@contracts/engagements/events';
import { nextStatus } from '@domain/engagements/status';
import { concurrentWrite } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { retryOnClash } from '../retry-on-clash';
import {
  engagementKey,
  lettersOf,
  type EngagementItem,
  type StoredLetter,
} from './engagement-item';

/**
 * How a letter's signing ended, recorded on its engagement by the engagements consumer
 * (`lambdas/events/engagement-letters.ts`) from the event its document's seal, void or decline
 * wrote. Each is one write on condition the engagement is still as read, and idempotent: a
 * redelivered event finds the letter already recorded and changes nothing.
 */

export type LetterOutcome = 'done' | 'already done' | 'gone';

const ATTEMPTS = 5;

type OutcomeDeps = { table: Pick<Table, 'get' | 'transaction'>; clock: Clock };

/**
 * A letter sealed: it is signed, with its sealed file's SHA-256. The engagement letter makes the
 * engagement active on exactly its snapshot (terms, start, end); a change order's terms join the
 * signed history from its date and its end date becomes the engagement's.
 */
export function recordLetterSigned(
  deps: OutcomeDeps,
  input: { detail: TEngagementLetterSigned },
): Promise<LetterOutcome> {
  const { detail } = input;
  return changeLetter(deps, detail, (item, letter) => {
    if (letter.status === 'signed') return undefined;
    const signed: StoredLetter = {
      ...letter,
      status: 'signed',
      sha256: detail.sha256,
      signedAt: detail.signedAt,
    };
    if (letter.kind === 'changeOrder') return { endDate: letter.endDate, letter: signed };
    return {
      status: nextStatus(item.status, 'letterSigned') ?? item.status,
      proposedTerms: letter.terms,
      startDate: letter.effectiveFrom,
      endDate: letter.endDate,
      letter: signed,
    };
  });
}

/**
 * A letter voided or declined: it is marked so, and an engagement awaiting its letter is a draft
 * again, its proposed terms the consultant's to change. A change order withdrawn leaves the
 * engagement active on the terms it had.
 */
export function recordLetterWithdrawn(
  deps: OutcomeDeps,
  input: { detail: TEngagementLetterWithdrawn },
): Promise<LetterOutcome> {
  const { detail } = input;
  return changeLetter(deps, detail, (item, letter, now) => {
    if (letter.status !== 'sent') return undefined;
    const withdrawn: StoredLetter = {
      ...letter,
      status: detail.outcome,
      withdrawnAt: now.toISOString(),
    };
    if (letter.kind === 'changeOrder') return { letter: withdrawn };
    return { status: nextStatus(item.status, 'letterWithdrawn') ?? item.status, letter: withdrawn };
  });
}

type LetterChange = Partial<
  Pick<EngagementItem, 'status' | 'proposedTerms' | 'startDate' | 'endDate'>
> & { letter: StoredLetter };

/** Reads the engagement, applies `change` to its letter (none: already recorded), writes it. */
function changeLetter(
  deps: OutcomeDeps,
  ref: { sub: string; engagementId: string; letterId: string },
  change: (item: EngagementItem, letter: StoredLetter, now: Date) => LetterChange | undefined,
): Promise<LetterOutcome> {
  return retryOnClash(ATTEMPTS, async () => {
    const key = engagementKey(ref.sub, ref.engagementId);
    const item = await deps.table.get<EngagementItem>(key, { consistent: true });
    const letters = item ? lettersOf(item) : [];
    const letter = letters.find((l) => l.id === ref.letterId);
    // The engagement (and its letters) went with its owner's account.
    if (!item || !letter) return 'gone';
    const now = deps.clock.now();
    const changed = change(item, letter, now);
    if (!changed) return 'already done';
    const { letter: next, ...set } = changed;
    await deps.table
      .transaction()
      .update(
        key,
        {
          set: {
            ...set,
            letters: letters.map((l) => (l.id === next.id ? next : l)),
            updatedAt: now.toISOString(),
          },
        },
        concurrentWrite(),
        { updatedAt: item.updatedAt },
      )
      .commit();
    return 'done';
  });
}
