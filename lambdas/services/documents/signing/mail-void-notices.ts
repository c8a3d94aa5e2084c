import type { TDocumentVoided } from '@contracts/documents/events';
import { displayNameOf } from '@domain/account/display-name';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import type { Table } from '../../../ports/table';
import type { UserDirectory } from '../../../ports/user-directory';
import type { SendOutcome } from '../../mail/send-once';
import { loadDocument } from '../owned-document';
import { mailOnce } from './mail-once';
import { utcDateTime } from './signing-link';

export interface MailVoidNoticesDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
}

export type VoidNoticesResult = 'gone' | 'not voided' | { sent: SendOutcome[] };

/**
 * `DocumentVoided`: each signer who was asked (sent a link, whether they signed since or not) is
 * told the document was withdrawn, with the owner's reason, and that their link no longer works;
 * a chain signer never asked hears nothing. Each mail goes out once.
 */
export async function mailVoidNotices(
  deps: MailVoidNoticesDeps,
  input: { detail: TDocumentVoided; log?: Logger },
): Promise<VoidNoticesResult> {
  const bundle = await loadDocument(deps.table, input.detail.documentId);
  if (!bundle) return 'gone';
  const { document, steps } = bundle;
  if (document.status !== 'voided') return 'not voided';
  const ownerEmail = await deps.users.getEmail(document.ownerSub);
  const reason = typeof document.voidReason === 'string' ? document.voidReason : null;
  const voidedAt = typeof document.voidedAt === 'string' ? document.voidedAt : undefined;
  const sent: SendOutcome[] = [];
  const sender = displayNameOf(document.senderName, ownerEmail) || null;
  for (const step of steps.filter((s) => typeof s.sentAt === 'string')) {
    const mail = mails.signerDocumentVoided({
      signerName: step.name,
      sender,
      documentTitle: document.title,
      reason,
      voidedAt: voidedAt ? utcDateTime(voidedAt) : null,
    });
    sent.push(
      await mailOnce(
        { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) },
        `voided#${document.id}#${step.order}`,
        () =>
          deps.mailer.send({
            to: step.email,
            ...mail,
            ...(ownerEmail ? { replyTo: ownerEmail } : {}),
          }),
      ),
    );
  }
  return { sent };
}
