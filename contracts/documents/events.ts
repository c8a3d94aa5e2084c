import * as z from 'zod';

/** EventBridge details of the signing flow (docs/events.md): consumers re-read the rest. */

/** One signer is to be mailed their personal link (group: all at once; chain: one by one). */
export const SIGNATURE_REQUESTED = 'SignatureRequested';
export const ZSignatureRequested = z.object({
  documentId: z.string(),
  order: z.number().int(),
  /**
   * The link's token sealed with the token key (KMS): the table keeps only its hash, and neither
   * the outbox, the bus nor a dead-letter queue holds a token that opens the document.
   */
  tokenCiphertext: z.string(),
  resend: z.boolean().default(false),
  /** Set on an automatic reminder: which one (1 to `MAX_REMINDERS`), mailing the same link. */
  reminder: z.number().int().min(1).optional(),
});
export type TSignatureRequested = z.infer<typeof ZSignatureRequested>;

/** A signer signed; the next chain signer, if any, is asked by the same transition. */
export const DOCUMENT_SIGNED = 'DocumentSigned';
export const ZDocumentSigned = z.object({ documentId: z.string(), order: z.number().int() });
export type TDocumentSigned = z.infer<typeof ZDocumentSigned>;

/** A signer declined: the owner is told. */
export const DOCUMENT_DECLINED = 'DocumentDeclined';
export const ZDocumentDeclined = z.object({ documentId: z.string(), order: z.number().int() });
export type TDocumentDeclined = z.infer<typeof ZDocumentDeclined>;

/** Every signer has signed: seal the document (idempotent; the sweep re-publishes it). */
export const DOCUMENT_COMPLETED = 'DocumentCompleted';
export const ZDocumentCompleted = z.object({ documentId: z.string() });
export type TDocumentCompleted = z.infer<typeof ZDocumentCompleted>;

/** The owner voided a sent document: each signer who was asked is told it was withdrawn. */
export const DOCUMENT_VOIDED = 'DocumentVoided';
export const ZDocumentVoided = z.object({ documentId: z.string() });
export type TDocumentVoided = z.infer<typeof ZDocumentVoided>;
