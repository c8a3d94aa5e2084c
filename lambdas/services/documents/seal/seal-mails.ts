import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { AppLinks } from '../../../ports/app-links';
import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import type { Table } from '../../../ports/table';
import { sendEach, type MailOutcome } from '../../mail/send-once';
import type { DocumentBundle } from '../owned-document';
import { mailOnce } from '../signing/mail-once';
import { utcDateTime } from '../signing/signing-link';
import type { StepItem } from '../step-item';
import {
  newSignedCopyToken,
  signedCopyPath,
  signedCopyTokenKey,
  toSignedCopyTokenItem,
} from './signed-copy-link';

export interface SealMailsDeps {
  table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete' | 'put'>;
  mailer: Mailer;
  clock: Clock;
  links: AppLinks;
}

export interface SealMailsResult {
  owner: MailOutcome;
  signers: MailOutcome[];
}

/** The owner's page of the document in the web app. */
export const documentPagePath = (id: string) => `/documents/${id}`;

/**
 * After sealing: the owner is told and pointed at the document's page; each signer gets a
 * personal link to the sealed copy (no account needed). Every mail goes out once however often
 * the seal runs, and one failure does not hold back the others (the event is retried for it).
 */
export async function mailSealedCopies(
  deps: SealMailsDeps,
  input: { bundle: DocumentBundle; ownerEmail: string | undefined; log?: Logger },
): Promise<SealMailsResult> {
  const { bundle, ownerEmail } = input;
  const { document } = bundle;
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  const signerMails = Object.fromEntries(
    bundle.steps.map((step) => [
      `signer-${step.order}`,
      () => mailOnce(guard, `sealed#${document.id}#signer#${step.order}`, () => signerMail(step)),
    ]),
  );
  const outcomes = await sendEach<string>({
    owner: async (): Promise<MailOutcome> => {
      if (!ownerEmail) return 'skipped';
      return mailOnce(guard, `sealed#${document.id}#owner`, () =>
        deps.mailer.send({
          to: ownerEmail,
          ...mails.ownerDocumentCompleted({
            documentTitle: document.title,
            fileType: document.fileType,
            signers: bundle.steps.map((s) => ({
              name: s.name,
              email: s.email,
              signedAt: s.signedAt ? utcDateTime(s.signedAt) : null,
            })),
            documentUrl: deps.links.url(documentPagePath(document.id)),
          }),
        }),
      );
    },
    ...signerMails,
  });

  async function signerMail(step: StepItem): Promise<void> {
    const token = newSignedCopyToken();
    const item = toSignedCopyTokenItem(token, {
      documentId: document.id,
      order: step.order,
      now: deps.clock.now(),
    });
    await deps.table.put(item);
    try {
      await deps.mailer.send({
        to: step.email,
        ...mails.signerDocumentCompleted({
          signerName: step.name,
          documentTitle: document.title,
          fileType: document.fileType,
          copyUrl: deps.links.url(signedCopyPath(token)),
          expiresAt: utcDateTime(item.expiresAt),
        }),
        ...(ownerEmail ? { replyTo: ownerEmail } : {}),
      });
    } catch (error) {
      // The link never reached anyone: it must not outlive the failed mail.
      await deps.table.delete(signedCopyTokenKey(token)).catch(() => undefined);
      throw error;
    }
  }

  const { owner, ...rest } = outcomes;
  return {
    owner: owner ?? 'skipped',
    signers: bundle.steps.map((s) => rest[`signer-${s.order}`] ?? 'skipped'),
  };
}
