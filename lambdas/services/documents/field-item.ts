import type { TField, TFieldPlacement } from '@contracts/documents/fields';
import { documentFieldKeys } from '../../keys/document-field';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * A placed field (keys: `lambdas/keys/document-field.ts`). Every save of the fields is a new set:
 * its items are keyed `FIELD#<set>.<field id>` and the document item names the current set, so a
 * save switches from the old fields to the new ones in the one transaction that changes the
 * document item, however many fields it holds, and an older set still waiting to be cleaned up
 * never shows.
 */
export const fieldKey = (documentId: string, fieldSet: string, id: string): TableKey =>
  documentFieldKeys.key({ documentId, id: `${fieldSet}.${id}` });

export type FieldItem = TableItem &
  TField & {
    documentId: string;
    fieldSet: string;
  };

export function toFieldItem(documentId: string, fieldSet: string, field: TField): FieldItem {
  return {
    ...fieldKey(documentId, fieldSet, field.id),
    documentId,
    fieldSet,
    id: field.id,
    type: field.type,
    signerEmail: field.signerEmail,
    ...placementOf(field),
  };
}

/** A field's page, box and whether it must be filled: what a template keeps and gives back. */
export const placementOf = (field: TFieldPlacement): TFieldPlacement => ({
  page: field.page,
  x: field.x,
  y: field.y,
  width: field.width,
  height: field.height,
  required: field.required,
});

export const isFieldItem = (item: TableItem): item is FieldItem =>
  documentFieldKeys.parse(item) !== undefined;

export function toField(item: FieldItem): TField {
  return {
    id: item.id,
    type: item.type,
    signerEmail: item.signerEmail,
    ...placementOf(item),
    required: item.required !== false,
  };
}

/** Fields on the page in reading order: page, then top to bottom, then left to right. */
export const byPosition = (a: TField, b: TField) => a.page - b.page || a.y - b.y || a.x - b.x;
