import type { TDocumentDeclined } from '@contracts/documents/events';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { AppLinks } from '../../../ports/app-links';
import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import type { Table } from '../../../ports/table';
import type { UserDirectory } from '../../../ports/user-directory';
import type { SendOutcome } from '../../mail/send-once';
import { documentKey, type DocumentItem } from '../document-item';
import { stepKey, type StepItem } from '../step-item';
import { mailOnce } from './mail-once';
import { utcDateTime } from './signing-link';

export interface MailDeclineNoticeDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  links: AppLinks;
}

export type DeclineNoticeResult = SendOutcome | 'gone' | 'not declined' | 'no owner e-mail';

/** `DocumentDeclined`: the owner learns who declined, when, and why; once per document. */
export async function mailDeclineNotice(
  deps: MailDeclineNoticeDeps,
  input: { detail: TDocumentDeclined; log?: Logger },
): Promise<DeclineNoticeResult> {
  const { documentId, order } = input.detail;
  const document = await deps.table.get<DocumentItem>(documentKey(documentId), {
    consistent: true,
  });
  const step = await deps.table.get<StepItem>(stepKey(documentId, order), { consistent: true });
  if (!document || !step) return 'gone';
  if (document.status !== 'declined' || step.status !== 'declined') return 'not declined';
  const ownerEmail = await deps.users.getEmail(document.ownerSub);
  if (!ownerEmail) {
    input.log?.warn('The document owner has no e-mail on record; no notice sent', { documentId });
    return 'no owner e-mail';
  }
  const mail = mails.ownerDocumentDeclined({
    signer: { name: step.name, email: step.email },
    documentTitle: document.title,
    reason: step.declineReason ?? null,
    declinedAt: step.declinedAt ? utcDateTime(step.declinedAt) : null,
    documentUrl: deps.links.url(`/documents/${documentId}`),
  });
  return mailOnce(
    { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) },
    `declined#${documentId}`,
    () =>
      deps.mailer.send({
        to: ownerEmail,
        ...mail,
        replyTo: step.email,
      }),
  );
}
