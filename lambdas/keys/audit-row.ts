import { defineEntity } from './entity';

/**
 * The document's hash-chained audit log. The zero-padded sequence number is the sort key, so the
 * log reads in order and appending row n is a create-if-absent: two writers racing for the same
 * place cannot both succeed, and the chain never forks.
 */
export const auditRowKeys = defineEntity('audit row', {
  PK: 'DOC#{documentId}',
  SK: 'AUDIT#{seq}',
});

/** `AUDIT#000001` for the first row. */
export const auditSeqKey = (seq: number): string => String(seq).padStart(6, '0');
