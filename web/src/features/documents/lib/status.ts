import {
  DOCUMENT_STATUS_LABELS,
  isSignableFileType,
  type TDocument,
  type TDocumentStatus,
  type TSignableFileType,
} from '@contracts/documents/document';
import type { TStepStatus } from '@contracts/documents/workflow';

export const STEP_STATUS_LABELS: Record<TStepStatus, string> = {
  pending: 'Waiting',
  sent: 'Link sent',
  viewed: 'Opened',
  signed: 'Signed',
  declined: 'Declined',
};

/** How a document's status badge reads and looks, in lists and on its page. */
export interface DocumentStatusStyle {
  label: string;
  /** One of the `Badge` variants (components/ui/badge.tsx). */
  variant: 'default' | 'secondary' | 'outline' | 'success';
  /** Added to the variant's look; never a utility the variant already sets. */
  className?: string;
}

/**
 * Completed is green, a draft grey, a document out for signing the primary colour, one that ended
 * unsigned (declined, expired) outlined. A voided one is withdrawn by its owner: muted and dashed,
 * so it never reads as a signer's decline.
 */
export function documentStatusStyle(status: TDocumentStatus): DocumentStatusStyle {
  const label = DOCUMENT_STATUS_LABELS[status];
  switch (status) {
    case 'fully_signed':
      return { label, variant: 'success' };
    case 'draft':
      return { label, variant: 'secondary' };
    case 'declined':
    case 'expired':
      return { label, variant: 'outline' };
    case 'voided':
      return { label, variant: 'outline', className: 'border-dashed bg-muted' };
    default:
      return { label, variant: 'default' };
  }
}

/** Out for signature: what the owner can still void (and what a signer can still sign). */
export const isOutForSignature = (document: Pick<TDocument, 'status'>): boolean =>
  document.status === 'pending_signatures' || document.status === 'partially_signed';

/** Only a document out for signature can be voided (`voidMessages.notOpen` otherwise). */
export const canVoid = isOutForSignature;

/** New links for the signers still waiting: of a request out for signature, or one that expired. */
export const canExtend = (document: Pick<TDocument, 'status' | 'signers'>): boolean =>
  (isOutForSignature(document) || document.status === 'expired') &&
  document.signers.some((s) => s.status === 'sent' || s.status === 'viewed');

/** A signer who was asked and can still sign may be sent a fresh link. */
export const canResend = (
  document: Pick<TDocument, 'status'>,
  signer: { status: TStepStatus },
): boolean =>
  isOutForSignature(document) && (signer.status === 'sent' || signer.status === 'viewed');

/** What still stops a draft from being sent, as the place to fix it and a message. */
export function sendBlocker(
  document: Pick<TDocument, 'signers' | 'fields'>,
): { to: 'prepare' | 'edit'; message: string } | undefined {
  if (document.signers.length === 0)
    return { to: 'prepare', message: 'Add at least one signer before sending.' };
  const unplaced = document.signers.filter(
    (s) => !document.fields.some((f) => f.signerEmail === s.email),
  );
  if (document.fields.length === 0 || unplaced.length > 0)
    return {
      to: 'edit',
      message:
        unplaced.length > 0 && document.fields.length > 0
          ? `Place at least one field for ${unplaced.map((s) => s.name).join(', ')} before sending.`
          : 'Place the signature fields before sending.',
    };
  return undefined;
}

/** A document that can be prepared for signing and sent: any upload, never a generated CSV. */
export type SignableDocument = TDocument & { fileType: TSignableFileType };

export const isSignable = (document: TDocument): document is SignableDocument =>
  isSignableFileType(document.fileType);
