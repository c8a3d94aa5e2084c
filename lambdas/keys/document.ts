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
