import {
  ENGAGEMENT_LETTER_SIGNED,
  ENGAGEMENT_LETTER_WITHDRAWN,
  type TEngagementLetterSigned,
  type TEngagementLetterWithdrawn,
} from '@contracts/engagements/events';
import type { TransactionBuilder } from '../../ports/table';
import { toOutboxItem } from '../outbox/outbox-item';
import type { DocumentItem } from './document-item';

/**
 * A document that is an engagement's letter tells the engagement how its signing ended, by an
 * outbox event written in the transaction that seals, voids or declines it: the engagement then
 * takes the letter's terms (or goes back to a draft) exactly when the document's change commits,
 * and the documents area writes nothing of the engagement's.
 */

/** Adds `EngagementLetterSigned` to the seal's transaction, for a letter's document only. */
export function announceLetterSealed(
  tx: TransactionBuilder,
  document: Pick<DocumentItem, 'ownerSub' | 'engagementLetter'>,
  sealed: { sha256: string; at: Date },
): void {
  const letter = document.engagementLetter;
  if (!letter) return;
  const detail: TEngagementLetterSigned = {
    sub: document.ownerSub,
    ...letter,
    sha256: sealed.sha256,
    signedAt: sealed.at.toISOString(),
  };
  tx.put(toOutboxItem(ENGAGEMENT_LETTER_SIGNED, letter.letterId, detail, sealed.at));
}

/** Adds `EngagementLetterWithdrawn` to a void's or decline's transaction, for a letter only. */
export function announceLetterWithdrawn(
  tx: TransactionBuilder,
  document: Pick<DocumentItem, 'ownerSub' | 'engagementLetter'>,
  outcome: TEngagementLetterWithdrawn['outcome'],
  now: Date,
): void {
  const letter = document.engagementLetter;
  if (!letter) return;
  const detail: TEngagementLetterWithdrawn = { sub: document.ownerSub, ...letter, outcome };
  tx.put(toOutboxItem(ENGAGEMENT_LETTER_WITHDRAWN, letter.letterId, detail, now));
}
