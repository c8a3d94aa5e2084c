import { defineEntity } from './entity';

/**
 * When each waiting signer is next reminded. Asking a signer, a resend, an extension, a reminder
 * and a change of the document's settings put the step's next entry in their own transaction,
 * so the reminder sweep finds every reminder due with one Query, oldest first. The step's
 * `nextReminderAt` names its current entry: any other entry (the signer answered, the document
 * was voided, the settings changed) is dropped when it comes due.
 */
export const signingReminderKeys = defineEntity('signing reminder', {
  PK: 'REMIND',
  SK: '{dueAt}#{documentId}#{order}',
});
