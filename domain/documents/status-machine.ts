import type { TDocumentStatus } from '@contracts/documents/document';
import type { TStepStatus } from '@contracts/documents/workflow';

/**
 * How a document moves through its statuses (spec §4) as its signers act. Pure: the document's
 * status and its steps as stored are arguments, and the answer is the next state or a refusal;
 * the services write exactly what this answers, under conditions on what they read.
 *
 *   draft ─send→ pending_signatures ─sign→ partially_signed ─sign (last)→ fully_signed
 *                        │  └──────── sign (only signer) ──────────────────→ fully_signed
 *                        ├─decline→ declined      (also from partially_signed)
 *                        ├─expire→  expired       (also from partially_signed)
 *                        └─void→    voided        (also from partially_signed; by the owner)
 *   expired ─extend→ pending_signatures or partially_signed (new links; also from an open one)
 *
 * fully_signed, declined and voided are final: nothing leaves them. An expired document is only
 * left by its owner extending it.
 */

export interface StepState {
  order: number;
  status: TStepStatus;
}

export type StatusEvent =
  | { type: 'send' }
  | { type: 'sign'; order: number }
  | { type: 'decline'; order: number }
  /** A link of an unsigned step ran out of time. */
  | { type: 'expire'; order: number }
  /** The owner withdrew the document. */
  | { type: 'void' }
  /** The owner gave every waiting signer a new link (an expiring or expired request). */
  | { type: 'extend' };

export type Refusal =
  /** The document is not in a status this event can leave. */
  | 'wrong_status'
  /** The document has no signers to ask. */
  | 'no_signers'
  /** No step with this order. */
  | 'unknown_signer'
  /** The step was not asked yet, or has already signed or declined. */
  | 'not_awaiting';

export type Transition =
  { ok: true; status: TDocumentStatus; steps: StepState[] } | { ok: false; reason: Refusal };

export const FINAL_STATUSES: readonly TDocumentStatus[] = ['fully_signed', 'declined', 'voided'];

/** The statuses in which signers are being asked and may still act. */
export const OPEN_STATUSES: readonly TDocumentStatus[] = ['pending_signatures', 'partially_signed'];

/** Steps whose signer has a live link and has not answered yet. */
const AWAITING: readonly TStepStatus[] = ['sent', 'viewed'];

export const isAwaiting = (status: TStepStatus): boolean => AWAITING.includes(status);

const refuse = (reason: Refusal): Transition => ({ ok: false, reason });

/** Where the signatures leave an open document: all signed, some signed, or none yet. */
export function statusAfterSignatures(steps: readonly StepState[]): TDocumentStatus {
  const signed = steps.filter((s) => s.status === 'signed').length;
  if (signed === steps.length && steps.length > 0) return 'fully_signed';
  return signed > 0 ? 'partially_signed' : 'pending_signatures';
}

/**
 * The document's next status and steps after `event`, or why it cannot happen. Sending does not
 * change the steps here: which steps are asked is `signing-order.ts`'s answer.
 */
export function nextState(
  status: TDocumentStatus,
  steps: readonly StepState[],
  event: StatusEvent,
): Transition {
  if (event.type === 'send') {
    if (status !== 'draft') return refuse('wrong_status');
    if (steps.length === 0) return refuse('no_signers');
    return { ok: true, status: 'pending_signatures', steps: [...steps] };
  }
  if (event.type === 'extend') {
    if (!OPEN_STATUSES.includes(status) && status !== 'expired') return refuse('wrong_status');
    if (!steps.some((s) => isAwaiting(s.status))) return refuse('not_awaiting');
    // An open request stays as it is; an expired one goes back to where its signatures are.
    const back = status === 'expired' ? statusAfterSignatures(steps) : status;
    return { ok: true, status: back, steps: [...steps] };
  }
  if (!OPEN_STATUSES.includes(status)) return refuse('wrong_status');
  if (event.type === 'void') return { ok: true, status: 'voided', steps: [...steps] };
  const step = steps.find((s) => s.order === event.order);
  if (!step) return refuse('unknown_signer');
  if (!isAwaiting(step.status)) return refuse('not_awaiting');
  const replaced = (next: TStepStatus) =>
    steps.map((s) => (s.order === event.order ? { ...s, status: next } : { ...s }));
  switch (event.type) {
    case 'sign': {
      const after = replaced('signed');
      return { ok: true, status: statusAfterSignatures(after), steps: after };
    }
    case 'decline':
      return { ok: true, status: 'declined', steps: replaced('declined') };
    case 'expire':
      return { ok: true, status: 'expired', steps: [...steps] };
  }
}
