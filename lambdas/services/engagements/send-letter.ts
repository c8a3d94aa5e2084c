import type { TClient } from '@contracts/clients/client';
import {
  engagementMessages,
  type TChangeOrderParsed,
  type TEngagement,
  type TLetterKind,
  type TSendLetterParsed,
  type TSigningOrder,
} from '@contracts/engagements/engagement';
import {
  ENGAGEMENT_LETTER_REQUESTED,
  type TEngagementLetterRequested,
} from '@contracts/engagements/events';
import { nextStatus } from '@domain/engagements/status';
import type { EngagementTerms } from '@domain/engagements/terms';
import { badRequest, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { clientKey, type ClientItem } from '../clients/client-item';
import { toOutboxItem } from '../outbox/outbox-item';
import { professionalProfileOf } from '../profile/professional-profile-item';
import {
  engagementKey,
  lettersOf,
  termsOfForm,
  type EngagementItem,
  type StoredLetter,
} from './engagement-item';
import type { LetterSigner } from './letter-content';
import { engagementView } from './engagement-pages';
import { ownedEngagement } from './owned-engagement';

/**
 * Sending an engagement's letter (the engagement letter of a draft, or a change order of an
 * active engagement) for signature, in two steps, so that no request draws a PDF:
 *
 * 1. The request (`sendLetter`, `sendChangeOrder`) checks the engagement and the client's
 *    approver, and in one transaction moves the engagement (a draft to awaiting signature; an
 *    active one stays active), adds the letter to it as being prepared, with a snapshot of its
 *    terms and its signers, and writes `EngagementLetterRequested` to the outbox.
 * 2. The engagement letters consumer (`prepareLetter`) draws the letter from that snapshot
 *    (`letter-content.ts`, drawn by `pdf/engagement-letter.ts`), saves it as a draft document in
 *    the client's library in the owner's documents (made on first use), marked as this
 *    engagement's letter, sets its two signers in chain order, each with a signature and a date
 *    field in their block on the signature page, and sends it through the documents area's own
 *    step: the send's transaction also marks the letter sent. So a letter is signed, reminded,
 *    voided and sealed exactly as any document is.
 *
 * The letter's id is its document's id, so a redelivered request finds the document it began
 * and goes on from where it stopped; a letter already sent is left alone.
 */

/** What a request for a letter reaches: the owner's engagement, client, e-mail and name. */
export interface LetterRequestDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  users: Pick<UserDirectory, 'getEmail'>;
}

interface LetterRequest {
  kind: TLetterKind;
  terms: EngagementTerms;
  endDate: string | null;
  effectiveFrom: string;
  signingOrder: TSigningOrder;
  message: string;
  /** The engagement's status the request requires, and the one it leaves. */
  from: EngagementItem['status'];
  to: EngagementItem['status'];
  /** 409 when the engagement is no longer `from`. */
  notAllowed: string;
}

/** `POST /api/engagements/{id}/letter`: a draft's engagement letter, from its proposed terms. */
export async function sendLetter(
  deps: LetterRequestDeps,
  input: { sub: string; id: string; request: TSendLetterParsed },
): Promise<TEngagement> {
  const stored = await ownedEngagement(deps.table, input.sub, input.id);
  const to = nextStatus(stored.status, 'letterSent');
  if (stored.status !== 'draft' || !to) throw conflict(engagementMessages.letterNotDraft);
  return requestLetter(deps, input.sub, stored, {
    kind: 'letter',
    terms: stored.proposedTerms,
    endDate: stored.endDate,
    effectiveFrom: stored.startDate,
    signingOrder: input.request.signingOrder,
    message: input.request.message,
    from: 'draft',
    to,
    notAllowed: engagementMessages.letterNotDraft,
  });
}

/**
 * `POST /api/engagements/{id}/change-orders`: a change order of an active engagement, amending
 * its terms and end from a date on or after its start. It stays active on its signed terms until
 * the change order is signed too.
 */
export async function sendChangeOrder(
  deps: LetterRequestDeps,
  input: { sub: string; id: string; request: TChangeOrderParsed },
): Promise<TEngagement> {
  const { request } = input;
  const stored = await ownedEngagement(deps.table, input.sub, input.id);
  if (stored.status !== 'active') throw conflict(engagementMessages.changeOrderNotActive);
  if (request.effectiveFrom < stored.startDate)
    throw badRequest(engagementMessages.effectiveBeforeStart, {
      effectiveFrom: engagementMessages.effectiveBeforeStart,
    });
  return requestLetter(deps, input.sub, stored, {
    kind: 'changeOrder',
    terms: termsOfForm(request),
    endDate: request.endDate,
    effectiveFrom: request.effectiveFrom,
    signingOrder: request.signingOrder,
    message: request.message,
    from: 'active',
    to: 'active',
    notAllowed: engagementMessages.changeOrderNotActive,
  });
}

/** The signers in the order asked: the client's approver and the owner, as chosen. */
function signersOf(
  order: TSigningOrder,
  approver: LetterSigner,
  consultant: LetterSigner,
): LetterSigner[] {
  return order === 'consultantFirst' ? [consultant, approver] : [approver, consultant];
}

/** Step 1: the letter on the engagement, being prepared, and its request in the outbox. */
async function requestLetter(
  deps: LetterRequestDeps,
  sub: string,
  stored: EngagementItem,
  request: LetterRequest,
): Promise<TEngagement> {
  const letters = lettersOf(stored);
  // One letter out at a time: a second would be signed against terms the first may change.
  if (letters.some((letter) => letter.status === 'sent' || letter.status === 'preparing'))
    throw conflict(engagementMessages.letterOut);

  const client = await deps.table.get<ClientItem>(clientKey(sub, stored.clientId), {
    consistent: true,
  });
  if (!client || client.userId !== sub) throw badRequest(engagementMessages.clientNotFound);
  const approver = approverOf(client.contacts);
  if (!approver) throw badRequest(engagementMessages.noApprover);
  const email = (await deps.users.getEmail(sub)) ?? '';
  const { name } = await professionalProfileOf(deps.table, sub);
  const consultant: LetterSigner = { side: 'consultant', name: name || email, email };
  if (!email || consultant.email.toLowerCase() === approver.email.toLowerCase())
    throw badRequest(engagementMessages.noApprover);

  const now = deps.clock.now();
  // The letter's id is its document's too: a redelivered request finds the document it began.
  const letterId = deps.ids.newId();
  const letter: StoredLetter = {
    id: letterId,
    kind: request.kind,
    effectiveFrom: request.effectiveFrom,
    status: 'preparing',
    terms: request.terms,
    endDate: request.endDate,
    documentId: letterId,
    number: letters.filter((l) => l.kind === 'changeOrder').length + 1,
    signers: signersOf(request.signingOrder, approver, consultant),
    clientName: client.name,
    clientAddress: client.address,
    ...(request.message ? { message: request.message } : {}),
    sentAt: now.toISOString(),
  };
  const item: EngagementItem = {
    ...stored,
    status: request.to,
    letters: [...letters, letter],
    updatedAt: now.toISOString(),
  };
  const detail: TEngagementLetterRequested = { sub, engagementId: stored.id, letterId };
  await deps.table
    .transaction()
    .update(
      engagementKey(sub, stored.id),
      { set: { status: item.status, letters: item.letters, updatedAt: item.updatedAt } },
      conflict(request.notAllowed),
      { status: request.from, updatedAt: stored.updatedAt },
    )
    .put(toOutboxItem(ENGAGEMENT_LETTER_REQUESTED, `${sub}#${letterId}`, detail, now))
    .commit();
  return engagementView(deps.table, item, now);
}

/** The client's first approver, as the letter's signer for the client. */
function approverOf(contacts: TClient['contacts']): LetterSigner | undefined {
  const contact = contacts.find((c) => c.role === 'approver');
  if (!contact) return undefined;
  return { side: 'client', name: contact.name.trim() || contact.email, email: contact.email };
}
