import { createHash } from 'node:crypto';
import type { TAuditEntry } from '@contracts/documents/document';
import {
  extendChain,
  verifyChain,
  type AuditEntryInput,
  type AuditRow,
  type ChainVerdict,
} from '@domain/documents/audit-chain';
import { concurrentWrite, type AppError } from '../../errors';
import { auditRowKeys, auditSeqKey } from '../../keys/audit-row';
import type { Changes, Scalar, TableItem, TransactionBuilder } from '../../ports/table';
import { documentKey, type DocumentItem } from './document-item';

/**
 * The document's audit log (domain/documents/audit-chain.ts) in the table. A row is appended in
 * the same transaction as the change it records: the row is created only if its place is free,
 * and the document item moves its head (`auditSeq`, `auditHash`) only from the head the writer
 * read. Two writers racing therefore cannot both append, the chain never forks, and a change
 * without its row (or a row without its change) cannot be stored.
 */

/** SHA-256 of text (UTF-8) or bytes, as lower-case hex. */
export const sha256Hex = (input: string | Uint8Array): string =>
  createHash('sha256').update(input).digest('hex');

export const AUDIT_ACTIONS = [
  'created',
  'edited',
  'sent',
  'resent',
  'reminded',
  'viewed',
  'consent',
  'signed',
  'declined',
  'expired',
  'voided',
  'extended',
  'completed',
  'sealed',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ownerActor = (sub: string) => `owner:${sub}`;
export const signerActor = (email: string) => `signer:${email}`;
export const SYSTEM_ACTOR = 'system';

export interface AuditEntry extends AuditEntryInput {
  action: TAuditAction;
}

export type AuditRowItem = TableItem & AuditRow;

export const auditRowKey = (documentId: string, seq: number) =>
  auditRowKeys.key({ documentId, seq: auditSeqKey(seq) });

export const isAuditRowItem = (item: TableItem): item is AuditRowItem =>
  auditRowKeys.parse(item) !== undefined;

type AuditHead = Pick<DocumentItem, 'id' | 'auditSeq' | 'auditHash'>;

/**
 * The rows that record `entries` after the document's current head, and what the document item
 * must change (`set`) on condition that its head is still the one read (`equals`).
 */
export function appendAudit(
  document: AuditHead,
  entries: AuditEntry | readonly AuditEntry[],
): {
  rows: AuditRowItem[];
  set: { auditSeq: number; auditHash: string };
  equals: { auditSeq: number };
} {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  const seq = document.auditSeq ?? 0;
  const { rows, head } = extendChain(
    document.id,
    { seq, hash: document.auditHash },
    list.map((entry) => ({ ...entry, details: withoutUndefined(entry.details ?? {}) })),
    sha256Hex,
  );
  return {
    rows: rows.map((row) => ({ ...auditRowKey(document.id, row.seq), ...row })),
    set: { auditSeq: head.seq, auditHash: head.hash },
    equals: { auditSeq: seq },
  };
}

/**
 * Adds to `tx` the document's own update (its `changes`, on condition of `equals` and of an
 * unmoved audit head, else `otherwise`) together with the audit rows that record it. The
 * document item can appear only once in a transaction, so its change and its new head are one
 * update, and `otherwise` also answers a writer who lost the race for the head: a caller that
 * must tell the two apart reads the document again (see draft-change.ts).
 */
export function withAudit(
  tx: TransactionBuilder,
  document: AuditHead,
  entries: AuditEntry | readonly AuditEntry[],
  update: {
    changes?: Changes;
    equals?: Readonly<Record<string, Scalar>>;
    otherwise: AppError;
  },
): TransactionBuilder {
  const audit = appendAudit(document, entries);
  tx.update(
    documentKey(document.id),
    { ...update.changes, set: { ...update.changes?.set, ...audit.set } },
    update.otherwise,
    { ...update.equals, ...audit.equals },
  );
  for (const row of audit.rows) tx.create(row, concurrentWrite());
  return tx;
}

/**
 * Adds to `tx` a new document item, already at the head of its first rows, together with those
 * rows: a document and the record of how it came to be are stored together or not at all.
 * `otherwise` answers when an item with the document's key exists.
 */
export function createWithAudit(
  tx: TransactionBuilder,
  document: DocumentItem,
  entries: AuditEntry | readonly AuditEntry[],
  otherwise: AppError,
): TransactionBuilder {
  const audit = appendAudit(document, entries);
  tx.create({ ...document, ...audit.set }, otherwise);
  for (const row of audit.rows) tx.create(row, concurrentWrite());
  return tx;
}

/**
 * Every document's first row: its owner made it, with which file. `source` says where a file
 * the product generated came from (an upload has none).
 */
export function createdEntry(
  document: Pick<DocumentItem, 'ownerSub' | 'title' | 'originalFileName' | 'fileType' | 'size'>,
  at: string,
  source?: string,
): AuditEntry {
  return {
    action: 'created',
    actor: ownerActor(document.ownerSub),
    at,
    details: {
      title: document.title,
      file_name: document.originalFileName,
      file_type: document.fileType,
      size: document.size,
      source,
    },
  };
}

/** The rows as the chain knows them (keys and storage attributes left behind). */
export function toAuditRow(item: AuditRowItem): AuditRow {
  return {
    documentId: String(item.documentId),
    seq: Number(item.seq),
    action: String(item.action),
    actor: String(item.actor),
    at: String(item.at),
    details: (item.details ?? {}) as Record<string, unknown>,
    prevHash: String(item.prevHash),
    hash: String(item.hash),
  };
}

/** One line of the owner's timeline. */
export function toAuditEntry(item: AuditRowItem): TAuditEntry {
  const { seq, action, at, actor, details } = toAuditRow(item);
  return { seq, action, at, actor, details };
}

/** Whether the stored log is intact and ends where the document item says it does. */
export function verifyDocumentAudit(
  document: AuditHead,
  rows: readonly AuditRowItem[],
): ChainVerdict {
  const ordered = [...rows].map(toAuditRow).sort((a, b) => a.seq - b.seq);
  return verifyChain(ordered, sha256Hex, {
    documentId: document.id,
    head: { seq: document.auditSeq ?? 0, hash: document.auditHash },
  });
}

/** DynamoDB drops undefined members on write; the hash must be of what is stored. */
function withoutUndefined(details: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(details)) as Record<string, unknown>;
}
