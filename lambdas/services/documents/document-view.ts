import type { TDocument } from '@contracts/documents/document';
import { reminderSettings } from '@domain/documents/reminders';
import { OPEN_STATUSES } from '@domain/documents/status-machine';
import type { Table } from '../../ports/table';
import { toAuditEntry } from './audit-log';
import { toDocumentSummary } from './document-item';
import { byPosition, toField } from './field-item';
import { libraryKey, type LibraryItem } from './library-item';
import type { DocumentBundle } from './owned-document';
import { toSigner } from './step-item';

/**
 * The owner's view of a document: details, signers with their times, the current fields and the
 * timeline from the audit log. Every owner route that changes a document answers with this.
 */
export function toDocumentView(bundle: DocumentBundle, libraryName: string | null): TDocument {
  const { document } = bundle;
  const reminders = reminderSettings(document.reminders);
  const reminding = reminders.enabled && OPEN_STATUSES.includes(document.status);
  return {
    ...toDocumentSummary(document),
    description: document.description ?? '',
    libraryName,
    originalFileName: document.originalFileName,
    workflowType: document.workflowType === 'chain' ? 'chain' : 'group',
    sentAt: document.sentAt ?? null,
    completedAt: document.completedAt ?? null,
    sealed: typeof document.signedKey === 'string' && document.signedKey !== '',
    certificate: typeof document.certificateKey === 'string' && document.certificateKey !== '',
    reminders,
    signers: bundle.steps.map((step) => toSigner(step, reminding)),
    fields: bundle.fields.map(toField).sort(byPosition),
    timeline: bundle.audit.map(toAuditEntry),
  };
}

/** The view with its library's name, read with one more GetItem when it has a library. */
export async function documentView(
  table: Pick<Table, 'get'>,
  bundle: DocumentBundle,
): Promise<TDocument> {
  const { libraryId, ownerSub } = bundle.document;
  if (!libraryId) return toDocumentView(bundle, null);
  const library = await table.get<LibraryItem>(libraryKey(ownerSub, libraryId), {
    projection: ['name'],
  });
  return toDocumentView(bundle, library ? String(library.name) : null);
}
