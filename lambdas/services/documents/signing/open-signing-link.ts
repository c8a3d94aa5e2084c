import type { TDocumentStatus } from '@contracts/documents/document';
import { signingMessages } from '@contracts/documents/signing';
import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { AppError, notFound } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { loadDocument, type DocumentBundle } from '../owned-document';
import type { StepItem } from '../step-item';
import { expireDocument } from './expire-document';
import {
  hashSigningToken,
  isExpired,
  isSigningTokenItem,
  signingTokenKey,
  toLinkExpiryItem,
  type SigningTokenItem,
} from './signing-token-item';

/** 410: the link existed but cannot be used any more. */
const gone = (message: string) => new AppError('not_found', message, { status: 410 });

export const invalidLink = () => notFound(signingMessages.invalid);
export const usedLink = () => gone(signingMessages.used);
export const expiredLink = () => gone(signingMessages.expired);
/** 410 for a document out of signing, saying why when it is known: voided or declined. */
export const closedDocument = (status?: TDocumentStatus) =>
  gone(
    status === 'voided'
      ? signingMessages.voided
      : status === 'declined'
        ? signingMessages.declinedByOther
        : signingMessages.closed,
  );

export interface OpenLink {
  hash: string;
  token: SigningTokenItem;
  bundle: DocumentBundle;
  step: StepItem;
}

/**
 * The document and step behind a signer's link, read strongly consistent. Never the document for
 * a link that cannot be used: unknown, replaced by a resend, or of a deleted document → 404;
 * already used → 410; run out → 410, and the document, still waiting for that signer, becomes
 * `expired` with an audit row; the document out of signing → 410, saying the sender voided it
 * or another signer declined it when that is why.
 */
export async function openSigningLink(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  rawToken: string,
): Promise<OpenLink> {
  const hash = hashSigningToken(rawToken);
  const token = await deps.table.get(signingTokenKey(hash), { consistent: true });
  if (!isSigningTokenItem(token)) throw invalidLink();
  if (token.usedAt) throw usedLink();
  const bundle = await loadDocument(deps.table, token.documentId);
  if (token.closedAt) throw closedDocument(bundle?.document.status);
  const step = bundle?.steps.find((s) => s.order === token.order);
  if (!bundle || !step || step.tokenHash !== hash) throw invalidLink();
  if (!isAwaiting(step.status)) throw usedLink();
  if (isExpired(token, deps.clock.now())) {
    const { PK, SK } = toLinkExpiryItem(token);
    await expireDocument(deps, bundle, step, [{ PK, SK }]);
    throw expiredLink();
  }
  if (!OPEN_STATUSES.includes(bundle.document.status)) throw closedDocument(bundle.document.status);
  return { hash, token, bundle, step };
}
