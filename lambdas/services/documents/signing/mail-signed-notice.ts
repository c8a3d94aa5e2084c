import type { TDocumentSigned } from '@contracts/documents/events';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { AppLinks } from '../../../ports/app-links';
import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import type { Table } from '../../../ports/table';
import type { UserDirectory } from '../../../ports/user-directory';
import type { SendOutcome } from '../../mail/send-once';
import { loadDocument } from '../owned-document';
import { mailOnce } from './mail-once';
import { utcDateTime } from './signing-link';

export interface MailSignedNoticeDeps {
  table: Pick<Table, 'queryAll' | 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  links: AppLinks;
}

export type SignedNoticeResult = SendOutcome | 'gone' | 'completed' | 'no owner e-mail';

/**
 * `DocumentSigned`: the owner hears of each signature while others are still to sign, with who is
 * asked next in a chain; once per signature. The last signature is told by the completion mail
 * with the signed copy instead.
 */
export async function mailSignedNotice(
  deps: MailSignedNoticeDeps,
  input: { detail: TDocumentSigned; log?: Logger },
): Promise<SignedNoticeResult> {
  const { documentId, order } = input.detail;
  const bundle = await loadDocument(deps.table, documentId);
  const step = bundle?.steps.find((s) => s.order === order);
  if (!bundle || !step || step.status !== 'signed') return 'gone';
  const { document, steps } = bundle;
  if (document.status !== 'partially_signed') return 'completed';
  const ownerEmail = await deps.users.getEmail(document.ownerSub);
  if (!ownerEmail) {
    input.log?.warn('The document owner has no e-mail on record; no notice sent', { documentId });
    return 'no owner e-mail';
  }
  const signed = steps.filter((s) => s.status === 'signed').length;
  const waiting = steps.filter((s) => s.status === 'sent' || s.status === 'viewed');
  const mail = mails.ownerDocumentSigned({
    signer: { name: step.name, email: step.email },
    documentTitle: document.title,
    signedAt: step.signedAt ? utcDateTime(step.signedAt) : null,
    signed,
    signers: steps.length,
    waiting: waiting.map((s) => ({ name: s.name, email: s.email })),
    documentUrl: deps.links.url(`/documents/${documentId}`),
  });
  return mailOnce(
    { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) },
    `signed#${documentId}#${order}`,
    () =>
      deps.mailer.send({
        to: ownerEmail,
        ...mail,
      }),
  );
}
