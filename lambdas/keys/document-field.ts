import { defineEntity } from './entity';

/** A field placed for one signer on one page of a document. */
export const documentFieldKeys = defineEntity('document field', {
  PK: 'DOC#{documentId}',
  SK: 'FIELD#{id}',
});
