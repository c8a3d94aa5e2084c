import { documentMessages } from '@contracts/documents/document';
import { notFound } from '../../errors';
import { documentKeys } from '../../keys/document';
import type { Table, TableItem } from '../../ports/table';
import { isAuditRowItem, type AuditRowItem } from './audit-log';
import { isDocumentItem, type DocumentItem } from './document-item';
import { isFieldItem, type FieldItem } from './field-item';
import { byOrder, isStepItem, type StepItem } from './step-item';

/** A document with everything under it, read with one strongly consistent Query. */
export interface DocumentBundle {
  document: DocumentItem;
  /** In signing order. */
  steps: StepItem[];
  /** The current fields only: of the latest save, each belonging to one of the steps. */
  fields: FieldItem[];
  /** In sequence order. */
  audit: AuditRowItem[];
  /** Every item of the partition, current or not (what deleting the document removes). */
  items: TableItem[];
}

/** The whole partition of a document, or undefined when there is no document item. */
export async function loadDocument(
  table: Pick<Table, 'queryAll'>,
  id: string,
): Promise<DocumentBundle | undefined> {
  const items = await table.queryAll({ pk: documentKeys.pk.format({ id }), consistent: true });
  const document = items.find(isDocumentItem);
  if (!document) return undefined;
  const steps = items.filter(isStepItem).sort(byOrder);
  const emails = new Set(steps.map((s) => s.email));
  const fields = items
    .filter(isFieldItem)
    .filter((f) => f.fieldSet === document.fieldSet && emails.has(f.signerEmail));
  const audit = items.filter(isAuditRowItem).sort((a, b) => Number(a.seq) - Number(b.seq));
  return { document, steps, fields, audit, items };
}

/**
 * The caller's document. Another owner's document answers exactly like a missing one (404), and
 * so does a reservation whose file has not been checked yet, except to the upload itself and to
 * deleting (`includeUploading`).
 */
export async function ownedDocument(
  table: Pick<Table, 'queryAll'>,
  input: { id: string; sub: string; includeUploading?: boolean },
): Promise<DocumentBundle> {
  const bundle = await loadDocument(table, input.id);
  const document = bundle?.document;
  if (!bundle || !document || document.ownerSub !== input.sub)
    throw notFound(documentMessages.notFound);
  if (document.status === 'uploading' && !input.includeUploading)
    throw notFound(documentMessages.notFound);
  return bundle;
}
