import { defineEntity } from './entity';

/**
 * What an account closure still has to do after the deletions that free it, kept in a partition
 * only the closure consumer reaches (`services/account/close-account-data.ts`), so a run that
 * stops midway leaves it for the next:
 * - a calendar grant to revoke at Google or Microsoft, copied (sealed, as the connection held it)
 *   before its booking page is deleted;
 * - the files of a signed record kept for its other signers, which the closure's sweep of the
 *   account's files must leave.
 */
export const closureGrantKeys = defineEntity('closure grant', {
  PK: 'CLOSURE#{sub}',
  SK: 'GRANT#{connectionId}',
});

export const closureKeptFilesKeys = defineEntity('closure kept files', {
  PK: 'CLOSURE#{sub}',
  SK: 'KEPT#{documentId}',
});
