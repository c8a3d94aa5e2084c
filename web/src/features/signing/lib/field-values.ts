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

/** The signer's fields in reading order: by page, then top to bottom, then left to right. */
export const inReadingOrder = (fields: readonly TField[]): TField[] =>
  [...fields].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);

/**
 * Where "Next field" goes after `currentId` (or from the start): the next required field still
 * empty, in reading order and round again from the first; when every required field is filled,
 * simply the next field, so the signer can walk through them all, on every page, before signing.
 */
export function nextField(
  fields: readonly TField[],
  draft: Draft,
  currentId: string | undefined,
): TField | undefined {
  const ordered = inReadingOrder(fields);
  const at = ordered.findIndex((f) => f.id === currentId);
  const after = [...ordered.slice(at + 1), ...ordered.slice(0, at + 1)];
  return after.find((f) => f.required && !isFilled(f, draft)) ?? after[0];
}

/** "page 2", "pages 1 and 3", "pages 1, 2 and 4": where the signer's fields are. */
export function pagesText(fields: readonly Pick<TField, 'page'>[]): string {
  const pages = [...new Set(fields.map((f) => f.page))].sort((a, b) => a - b);
  if (pages.length <= 1) return `page ${pages[0] ?? 1}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}
