import type { Logger } from '../../../middleware/logger';
import type { AppLinks } from '../../../ports/app-links';
import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import type { Table } from '../../../ports/table';
import { oneLine } from '../../mail/mail-text';
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

const whatIsSealed = (bundle: DocumentBundle): string =>
  bundle.document.fileType === 'pdf'
    ? 'The signed PDF holds every signature in place and ends with a certificate of completion (each signer’s consent, signing time, IP address and browser, the audit trail and the document’s SHA-256 fingerprints). It carries a digital signature: any change to the file shows as invalid in a PDF reader.'
    : 'The Word document stays exactly as it was uploaded. Beside it is a certificate of completion (a digitally signed PDF) with each signer’s consent, signing time, IP address and browser, the audit trail and the SHA-256 fingerprint that identifies the original.';

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
          subject: oneLine(`Completed: ${document.title} is signed by everyone`),
          text: [
            `"${document.title}" has been signed by all ${bundle.steps.length} signer(s):`,
            ...bundle.steps.map(
              (s) => `- ${s.name} <${s.email}>${s.signedAt ? `, ${utcDateTime(s.signedAt)}` : ''}`,
            ),
            '',
            whatIsSealed(bundle),
            '',
            'Download it and see the full timeline here:',
            deps.links.url(documentPagePath(document.id)),
            '',
            'Each signer has been sent their own link to the signed copy.',
            '',
            'vCISO Hub',
          ].join('\n'),
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
        subject: oneLine(`Signed copy: ${document.title}`),
        text: [
          `Hello ${step.name},`,
          '',
          `Everyone has signed "${document.title}". Your copy is ready to download (no account needed):`,
          deps.links.url(signedCopyPath(token)),
          '',
          `The link is personal and works until ${utcDateTime(item.expiresAt)}: please download the file and keep it.`,
          '',
          whatIsSealed(bundle),
          '',
          'vCISO Hub',
        ].join('\n'),
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
