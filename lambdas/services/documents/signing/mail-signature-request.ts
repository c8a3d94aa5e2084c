import type { TSignatureRequested } from '@contracts/documents/events';
import { mails } from '../../../mail/mails';
import type { Logger } from '../../../middleware/logger';
import type { TokenCipher } from '../../../ports/token-cipher';
import type { SendOutcome } from '../../mail/send-once';
import { documentKey, type DocumentItem } from '../document-item';
import { stepKey, type StepItem } from '../step-item';
import { displayNameOf } from '@domain/account/display-name';
import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { mailOnce } from './mail-once';
import { signingLinkPath, utcDateTime } from './signing-link';
import { hashSigningToken } from './signing-token-item';
import type { EventMailDeps } from '../../mail/event-mail-deps';

export interface MailSignatureRequestDeps extends EventMailDeps {
  tokenCipher: Pick<TokenCipher, 'decrypt'>;
}

/** Why no mail went out: the document or step is gone, done, or has a newer link by now. */
export type SignatureRequestResult = SendOutcome | 'gone' | 'not awaiting' | 'replaced';

/**
 * `SignatureRequested`: mails one signer their personal link. The event carries the token sealed
 * with the token key (the table has only its hash), opened here for the mail only. The mail goes
 * out only while that token is still the step's current link and the signer has not answered, so
 * a late or repeated delivery never sends a dead link, and each link is mailed once (and each
 * reminder of it once).
 */
export async function mailSignatureRequest(
  deps: MailSignatureRequestDeps,
  input: { detail: TSignatureRequested; log?: Logger },
): Promise<SignatureRequestResult> {
  const { documentId, order, tokenCiphertext, resend, reminder } = input.detail;
  const document = await deps.table.get<DocumentItem>(documentKey(documentId), {
    consistent: true,
  });
  const step = await deps.table.get<StepItem>(stepKey(documentId, order), { consistent: true });
  if (!document || !step) return 'gone';
  if (!OPEN_STATUSES.includes(document.status) || !isAwaiting(step.status)) return 'not awaiting';
  const token = await deps.tokenCipher.decrypt('signing-link', tokenCiphertext);
  const hash = hashSigningToken(token);
  if (step.tokenHash !== hash) return 'replaced';

  const ownerEmail = await deps.users.getEmail(document.ownerSub);
  // The sender as their profile named them when they sent it; their e-mail if they gave no name.
  const sender = displayNameOf(document.senderName, ownerEmail) || 'vCISO Hub';
  const url = deps.links.url(signingLinkPath(token));
  const mail = mails.signerSignatureRequested({
    signerName: step.name,
    sender,
    documentTitle: document.title,
    ...(reminder ? { reminder } : {}),
    resend: !!resend,
    message: document.message || null,
    signUrl: url,
    expiresAt: step.tokenExpiresAt ? utcDateTime(step.tokenExpiresAt) : null,
  });
  return mailOnce(
    { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) },
    reminder ? `reminder#${hash}#${reminder}` : `request#${hash}`,
    () =>
      deps.mailer.send({
        to: step.email,
        ...mail,
        ...(ownerEmail ? { replyTo: ownerEmail } : {}),
      }),
  );
}
