import type { Logger } from '../../../middleware/logger';
import type { MailMessage } from '../../../ports/mailer';
import type { EventMailDeps } from '../../mail/event-mail-deps';
import type { SendOutcome } from '../../mail/send-once';
import type { DocumentItem } from '../document-item';
import { mailOnce } from './mail-once';

/** What a notice to a document's owner (a signature, a decline) needs. */
export type OwnerNoticeDeps = EventMailDeps;

/**
 * Mails the document's owner, at most once per `key`. An owner without an e-mail on record is
 * sent nothing, with a warning, as the signers' side has already moved on.
 */
export async function mailOwnerOnce(
  deps: OwnerNoticeDeps,
  input: {
    document: Pick<DocumentItem, 'id' | 'ownerSub'>;
    key: string;
    mail: Omit<MailMessage, 'to'>;
    log?: Logger;
  },
): Promise<SendOutcome | 'no owner e-mail'> {
  const { document, log } = input;
  const ownerEmail = await deps.users.getEmail(document.ownerSub);
  if (!ownerEmail) {
    log?.warn('The document owner has no e-mail on record; no notice sent', {
      documentId: document.id,
    });
    return 'no owner e-mail';
  }
  return mailOnce(
    { table: deps.table, clock: deps.clock, ...(log ? { log } : {}) },
    input.key,
    () => deps.mailer.send({ to: ownerEmail, ...input.mail }),
  );
}
