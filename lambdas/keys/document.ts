import { defineEntity } from './entity';

/**
 * A document has its own partition: the document item, its signers' steps, fields and audit rows
 * are one Query. GSI1 lists a library's documents newest first, GSI2 the owner's documents; both
 * are written only once the upload has been checked, so an `uploading` record is never listed.
 */
export const documentKeys = defineEntity('document', {
  PK: 'DOC#{id}',
  SK: 'DOC',
  indexes: {
    GSI1: { pk: 'LIB#{libraryId}', sk: '{createdAt}#{id}' },
    GSI2: { pk: 'USER#{sub}#DOCS', sk: '{createdAt}#{id}' },
  },
});

/** The documents as a library lists them (GSI1), never by owner (GSI2 is under `USER#`). */
export const libraryDocumentKeys = {
  entity: documentKeys.entity,
  pk: documentKeys.pk,
  indexes: { GSI1: documentKeys.indexes.GSI1 },
} as const;
