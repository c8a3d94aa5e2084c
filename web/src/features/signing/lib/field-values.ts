import type { TField } from '@contracts/documents/fields';
import type { TSignature, TSignSubmission } from '@contracts/documents/signing';

/** What the signer has filled in so far: their signature, and text by field id. */
export interface Draft {
  signature: TSignature | null;
  values: Record<string, string>;
}

/** Whether a field has what signing needs: dates are filled in by the server. */
export function isFilled(field: TField, draft: Draft): boolean {
  if (field.type === 'date') return true;
  if (field.type === 'signature') return draft.signature !== null;
  return (draft.values[field.id] ?? '').trim() !== '';
}

/** Sign stays disabled until every required field is filled. */
export const missingRequired = (fields: readonly TField[], draft: Draft): TField[] =>
  fields.filter((f) => f.required && !isFilled(f, draft));

/** The request body: only the text of this signer's initials and text fields. */
export function toSubmission(fields: readonly TField[], draft: Draft): TSignSubmission {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = draft.values[field.id]?.trim();
    if ((field.type === 'initials' || field.type === 'text') && value) values[field.id] = value;
  }
  return {
    ...(draft.signature && fields.some((f) => f.type === 'signature')
      ? { signature: draft.signature }
      : {}),
    values,
  };
}

/** Initials proposed from the signer's name: "Ada King Lovelace" → "AKL". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
