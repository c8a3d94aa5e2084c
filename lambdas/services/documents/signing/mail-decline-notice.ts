import type { TDocumentDeclined } from '@contracts/documents/events';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { SendOutcome } from '../../mail/send-once';
import { documentKey, type DocumentItem } from '../document-item';
import { stepKey, type StepItem } from '../step-item';
import { mailOwnerOnce, type OwnerNoticeDeps } from './mail-owner-notice';
import { utcDateTime } from './signing-link';

export type MailDeclineNoticeDeps = OwnerNoticeDeps;

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
  const mail = mails.ownerDocumentDeclined({
    signer: { name: step.name, email: step.email },
    documentTitle: document.title,
    reason: step.declineReason ?? null,
    declinedAt: step.declinedAt ? utcDateTime(step.declinedAt) : null,
    documentUrl: deps.links.url(`/documents/${documentId}`),
  });
  return mailOwnerOnce(deps, {
    document,
    key: `declined#${documentId}`,
    mail: { ...mail, replyTo: step.email },
    log: input.log,
  });
}
