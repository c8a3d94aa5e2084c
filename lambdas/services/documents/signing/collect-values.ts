import {
  signingDate,
  signingMessages,
  type TSignSubmissionParsed,
} from '@contracts/documents/signing';
import { judgeSignatureImage } from '@domain/documents/signature-image';
import { badRequest } from '../../../errors';
import { drawnSignatureBytes } from '../drawn-signature';
import type { FieldItem } from '../field-item';

/**
 * What one signer's values may take on their step: a stored item holds at most 400 KB, and a drawn
 * signature is kept once per signature field (each field is stamped on its own).
 */
const MAX_STORED_VALUES = 300_000;

/**
 * A drawn signature must really be a PNG image, not just text shaped like a data URL, and declare
 * no more pixels than a signature needs: the seal decodes it.
 */
function checkDrawnSignature(dataUrl: string): void {
  const png = drawnSignatureBytes(dataUrl);
  const verdict = png ? judgeSignatureImage(png) : 'unreadable';
  if (verdict === 'unreadable') throw badRequest(signingMessages.signatureInvalid);
  if (verdict === 'too_large') throw badRequest(signingMessages.signatureImageTooLarge);
}

/**
 * The value of each of the signer's fields, by field id, from what they submitted: the signature
 * (typed text or PNG data URL) for signature fields, today's date (UTC) for date fields, their
 * text for initials and text fields. A required field left empty, or a value for a field that is
 * not theirs, is refused with the rule's message.
 */
export function collectFieldValues(
  fields: readonly FieldItem[],
  submission: TSignSubmissionParsed,
  now: Date,
): Record<string, string> {
  const own = new Set(fields.map((f) => f.id));
  if (Object.keys(submission.values).some((id) => !own.has(id)))
    throw badRequest(signingMessages.unknownField);
  const { signature } = submission;
  if (signature?.type === 'drawn') checkDrawnSignature(signature.dataUrl);
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value =
      field.type === 'signature'
        ? signature && (signature.type === 'typed' ? signature.text : signature.dataUrl)
        : field.type === 'date'
          ? signingDate(now)
          : submission.values[field.id];
    if (value) values[field.id] = value;
    else if (field.required !== false)
      throw badRequest(
        field.type === 'signature'
          ? signingMessages.signatureRequired
          : signingMessages.fieldsRequired,
      );
  }
  if (JSON.stringify(values).length > MAX_STORED_VALUES)
    throw badRequest(signingMessages.signatureTooLarge);
  return values;
}
