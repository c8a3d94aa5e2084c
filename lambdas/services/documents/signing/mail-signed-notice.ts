import type { TDocumentSigned } from '@contracts/documents/events';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { Table } from '../../../ports/table';
import type { SendOutcome } from '../../mail/send-once';
import { loadDocument } from '../owned-document';
import { mailOwnerOnce, type OwnerNoticeDeps } from './mail-owner-notice';
import { utcDateTime } from './signing-link';

export type MailSignedNoticeDeps = OwnerNoticeDeps & { table: Pick<Table, 'queryAll'> };

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
  return mailOwnerOnce(deps, {
    document,
    key: `signed#${documentId}#${order}`,
    mail,
    log: input.log,
  });
}
