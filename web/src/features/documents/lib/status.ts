import {
  isSignableFileType,
  type TDocument,
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

/** A signer who was asked and can still sign may be sent a fresh link. */
export const canResend = (
  document: Pick<TDocument, 'status'>,
  signer: { status: TStepStatus },
): boolean =>
  (document.status === 'pending_signatures' || document.status === 'partially_signed') &&
  (signer.status === 'sent' || signer.status === 'viewed');

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
