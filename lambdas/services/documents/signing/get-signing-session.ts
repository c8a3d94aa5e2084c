import { displayNameOf } from '@domain/account/display-name';
import { isSignableFileType, SIGNED_URL_SECONDS } from '@contracts/documents/document';
import {
  ELECTRONIC_RECORDS_DISCLOSURE,
  signingMessages,
  type TSigningSession,
} from '@contracts/documents/signing';
import { concurrentWrite, isAppError, notFound } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { Table } from '../../../ports/table';
import type { UserDirectory } from '../../../ports/user-directory';
import { signerActor, withAudit } from '../audit-log';
import { byPosition, toField } from '../field-item';
import { stepKey, type StepItem } from '../step-item';
import { openSigningLink, usedLink, type OpenLink } from './open-signing-link';
import type { SignerClient } from './signer-client';

export interface GetSigningSessionDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  documents: Pick<FileStore, 'presignGet'>;
  users: UserDirectory;
}

/** The signer accepted the disclosure as it reads now (a new version asks again). */
export const hasConsented = (step: StepItem): boolean =>
  !!step.consentedAt && step.consentVersion === ELECTRONIC_RECORDS_DISCLOSURE.version;

/**
 * `GET /api/sign`: what the link's holder may see — the document's title and type, who
 * sent it, the disclosure, and only their own fields; the file itself only once they have
 * accepted the disclosure. The first opening marks the step viewed, with an audit row.
 */
export async function getSigningSession(
  deps: GetSigningSessionDeps,
  input: { token: string; client: SignerClient },
): Promise<TSigningSession> {
  let link = await openSigningLink(deps, input.token);
  if (link.step.status === 'sent') link = await markViewed(deps, link, input);
  const { bundle, step } = link;
  const { document } = bundle;
  const { fileType } = document;
  // Only signable documents are ever sent (send-document.ts), so no other kind has a link.
  if (!isSignableFileType(fileType)) throw notFound(signingMessages.invalid);
  const consented = hasConsented(step);
  const now = deps.clock.now();
  const file = consented
    ? {
        url: await deps.documents.presignGet({
          key: document.originalKey,
          expiresInSeconds: SIGNED_URL_SECONDS,
        }),
        expiresAt: new Date(now.getTime() + SIGNED_URL_SECONDS * 1000).toISOString(),
      }
    : null;
  const senderEmail = await deps.users.getEmail(document.ownerSub);
  return {
    document: { title: document.title, fileType, status: document.status },
    signer: { name: step.name, email: step.email, order: step.order, status: step.status },
    senderEmail,
    senderName: displayNameOf(document.senderName, senderEmail) || null,
    workflowType: document.workflowType,
    disclosure: {
      version: ELECTRONIC_RECORDS_DISCLOSURE.version,
      title: ELECTRONIC_RECORDS_DISCLOSURE.title,
      sections: ELECTRONIC_RECORDS_DISCLOSURE.sections.map((s) => ({ ...s })),
    },
    consentedAt: consented ? (step.consentedAt ?? null) : null,
    fields: bundle.fields
      .filter((f) => f.signerEmail === step.email)
      .map(toField)
      .sort(byPosition),
    file,
    linkExpiresAt: link.token.expiresAt,
  };
}

const ATTEMPTS = 5;

/**
 * The step's first opening: `viewed` and its time, with the audit row, in one transaction. Two
 * openings at once record one view; a lost race for the audit log reads again and retries.
 */
async function markViewed(
  deps: GetSigningSessionDeps,
  link: OpenLink,
  input: { token: string; client: SignerClient },
): Promise<OpenLink> {
  for (let attempt = 1; ; attempt += 1) {
    const { bundle, step } = link;
    if (step.status !== 'sent') return link;
    const at = deps.clock.now().toISOString();
    const tx = deps.table
      .transaction()
      .update(
        stepKey(step.documentId, step.order),
        { set: { status: 'viewed', viewedAt: at } },
        usedLink(),
        { status: 'sent', tokenHash: link.hash },
      );
    withAudit(
      tx,
      bundle.document,
      {
        action: 'viewed',
        actor: signerActor(step.email),
        at,
        details: { order: step.order, ip: input.client.ip, userAgent: input.client.userAgent },
      },
      { equals: { status: bundle.document.status }, otherwise: concurrentWrite() },
    );
    try {
      await tx.commit();
      return { ...link, step: { ...step, status: 'viewed', viewedAt: at } };
    } catch (error) {
      if (!isAppError(error) || attempt >= ATTEMPTS) throw error;
      // Someone else wrote the document or the step meanwhile: see what it is now.
      link = await openSigningLink(deps, input.token);
    }
  }
}
