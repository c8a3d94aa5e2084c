import * as z from 'zod';

/**
 * EventBridge details of the engagement letters (docs/events.md): the request for one, written by
 * the engagements area, and its outcome, written by the documents area in the transaction that
 * seals, voids or declines a letter's document. The engagement letters consumer
 * (`lambdas/events/engagement-letters.ts`) draws and sends the letter, and records its outcome
 * on the engagement.
 */

/**
 * A letter was asked for (the engagement letter of a draft, or a change order): the consumer
 * draws it from the snapshot on the engagement and sends it for signature.
 */
export const ENGAGEMENT_LETTER_REQUESTED = 'EngagementLetterRequested';
export const ZEngagementLetterRequested = z.object({
  sub: z.string(),
  engagementId: z.string(),
  letterId: z.string(),
});
export type TEngagementLetterRequested = z.infer<typeof ZEngagementLetterRequested>;

/** Every signer signed a letter and its sealed file is stored: its terms hold from its date. */
export const ENGAGEMENT_LETTER_SIGNED = 'EngagementLetterSigned';
export const ZEngagementLetterSigned = z.object({
  sub: z.string(),
  engagementId: z.string(),
  letterId: z.string(),
  /** SHA-256 (hex) of the sealed letter, as its `sealed` audit row records it. */
  sha256: z.string(),
  signedAt: z.iso.datetime(),
});
export type TEngagementLetterSigned = z.infer<typeof ZEngagementLetterSigned>;

/** A letter out for signature was voided by the consultant or declined by a signer. */
export const ENGAGEMENT_LETTER_WITHDRAWN = 'EngagementLetterWithdrawn';
export const ZEngagementLetterWithdrawn = z.object({
  sub: z.string(),
  engagementId: z.string(),
  letterId: z.string(),
  outcome: z.enum(['void', 'declined']),
});
export type TEngagementLetterWithdrawn = z.infer<typeof ZEngagementLetterWithdrawn>;
