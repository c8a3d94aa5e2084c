import { conflict, isAppError } from '../../../errors';
import { sealQueueKeys } from '../../../keys/seal-queue';
import type { Logger } from '../../../middleware/logger';
import type { AppLinks } from '../../../ports/app-links';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { IdGenerator } from '../../../ports/ids';
import type { Mailer } from '../../../ports/mailer';
import type { SigningCertificate } from '../../../ports/signing-certificate';
import type { Table } from '../../../ports/table';
import type { UserDirectory } from '../../../ports/user-directory';
import { sha256Hex, SYSTEM_ACTOR, withAudit } from '../audit-log';
import type { DocumentItem } from '../document-item';
import { announceLetterSealed } from '../engagement-letter-events';
import { loadDocument } from '../owned-document';
import { buildSealedPdf } from './build-sealed-pdf';
import { readSealInput } from './read-seal-input';
import { mailSealedCopies, type SealMailsResult } from './seal-mails';

export interface SealDocumentDeps {
  table: Pick<
    Table,
    'queryAll' | 'transaction' | 'putIfAbsent' | 'get' | 'update' | 'delete' | 'put'
  >;
  documents: FileStore;
  clock: Clock;
  ids: IdGenerator;
  signingCertificate: SigningCertificate;
  mailer: Mailer;
  users: UserDirectory;
  links: AppLinks;
}

export type SealOutcome =
  | { result: 'gone' | 'not completed' }
  | { result: 'sealed' | 'already sealed'; mails: SealMailsResult };

/** A lost race for the audit head (someone appended a row meanwhile) is worth this many tries. */
const ATTEMPTS = 3;

/**
 * Beside the original: `<owner>/<id>.pdf` → `<owner>/<id>.signed-<run>.pdf`. Each run writes its
 * own key (two runs in the same second make the same bytes), so a losing run's clean-up can
 * never remove the file the winner recorded.
 */
export const sealedKeyOf = (document: Pick<DocumentItem, 'originalKey'>, run: string): string =>
  `${document.originalKey.replace(/\.[^./]+$/, '')}.signed-${run}.pdf`;

/** Where a stamped PDF's separate certificate goes, beside the sealed copy. */
export const certificateKeyOf = (document: Pick<DocumentItem, 'originalKey'>, run: string) =>
  `${document.originalKey.replace(/\.[^./]+$/, '')}.certificate-${run}.pdf`;

/**
 * `DocumentCompleted` (also sent again by the sweep): seal a fully signed document once. The sealed PDF is stored
 * first, under a key of this run; then one transaction records it on the document (only if it is
 * still unsealed), takes it off the seal queue and appends the `sealed` audit row with the file's
 * SHA-256 and the chain head the certificate shows (and, for an engagement's letter, the event that
 * makes its terms hold, `EngagementLetterSigned`). A run that loses to another removes its own
 * file, so the document's `signedKey` always names the file its audit row describes. The mails
 * then go out once each, also when an earlier run sealed but could not mail.
 */
export async function sealDocument(
  deps: SealDocumentDeps,
  input: { documentId: string; log?: Logger },
): Promise<SealOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const bundle = await loadDocument(deps.table, input.documentId);
    if (!bundle) return { result: 'gone' };
    const { document } = bundle;
    const ownerEmail = (await deps.users.getEmail(document.ownerSub)) ?? undefined;
    if (document.sealedAt && document.signedKey) {
      const mails = await mailSealedCopies(deps, { bundle, ownerEmail, log: input.log });
      return { result: 'already sealed', mails };
    }
    if (document.status !== 'fully_signed') return { result: 'not completed' };

    const original = await deps.documents.get(document.originalKey);
    if (!original) throw new Error(`The original of document ${document.id} is missing`);
    const originalSha256 = sha256Hex(original.body);
    // The evidence must describe the file the signers saw: a changed original is not sealed.
    if (document.originalSha256 && document.originalSha256 !== originalSha256) {
      throw new Error(`The stored original of document ${document.id} no longer matches its hash`);
    }

    const sealedAt = deps.clock.now();
    const sealInput = readSealInput(bundle, { sealedAt, ownerEmail });
    const sealed = await buildSealedPdf(
      sealInput,
      original.body,
      await deps.signingCertificate.load(),
    );
    const signedSha256 = sha256Hex(sealed.bytes);
    const run = deps.ids.newId();
    const signedKey = sealedKeyOf(document, run);
    // A DOCX's sealed file is its certificate: one object serves both downloads.
    const certificateKey = sealed.kind === 'stamped' ? certificateKeyOf(document, run) : signedKey;
    const written = [signedKey, ...(certificateKey === signedKey ? [] : [certificateKey])];
    await deps.documents.put({
      key: signedKey,
      body: sealed.bytes,
      contentType: 'application/pdf',
    });
    if (certificateKey !== signedKey)
      await deps.documents.put({
        key: certificateKey,
        body: sealed.certificate,
        contentType: 'application/pdf',
      });

    const tx = deps.table.transaction();
    withAudit(
      tx,
      document,
      {
        action: 'sealed',
        actor: SYSTEM_ACTOR,
        at: sealedAt.toISOString(),
        details: {
          signedSha256,
          certificateSha256: sha256Hex(sealed.certificate),
          kind: sealed.kind,
          chainSeq: sealInput.chain.seq,
          chainHash: sealInput.chain.hash,
        },
      },
      {
        changes: { set: { sealedAt: sealedAt.toISOString(), signedKey, certificateKey } },
        equals: { status: 'fully_signed', sealedAt: undefined },
        otherwise: conflict(),
      },
    );
    // An engagement's letter: the engagement takes its terms with this very seal.
    announceLetterSealed(tx, document, { sha256: signedSha256, at: sealedAt });
    if (document.completedAt) {
      tx.deleteIfAny(
        sealQueueKeys.key({ completedAt: document.completedAt, documentId: document.id }),
      );
    }
    try {
      await tx.commit();
    } catch (error) {
      // Sealed by another run, or the chain moved on: this run's files describe nothing stored.
      for (const key of written)
        await deps.documents.delete(key).catch((cleanup: unknown) =>
          input.log?.error('A losing seal run could not remove its file', {
            error: cleanup,
            key,
          }),
        );
      if (isAppError(error) && attempt < ATTEMPTS) continue;
      throw error;
    }
    input.log?.info('Document sealed', {
      documentId: document.id,
      kind: sealed.kind,
      signedSha256,
      bytes: sealed.bytes.length,
    });
    const mails = await mailSealedCopies(deps, {
      bundle: { ...bundle, document: { ...document, signedKey, sealedAt: sealedAt.toISOString() } },
      ownerEmail,
      log: input.log,
    });
    return { result: 'sealed', mails };
  }
}
