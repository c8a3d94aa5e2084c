import type { TWorkflowType } from '@contracts/documents/workflow';
import type { StepState } from './status-machine';

/**
 * Who is asked to sign when (spec §4 workflow type): in a group every signer is asked at once; in
 * a chain the signers are asked one at a time by their order, each only after the one before has
 * signed. Pure: the steps as stored are the argument; the answer is the orders to ask.
 */

const byOrder = (a: StepState, b: StepState) => a.order - b.order;

/** The steps to ask when the document is sent: group all, chain the lowest order. */
export function ordersToAskOnSend(
  workflowType: TWorkflowType,
  steps: readonly StepState[],
): number[] {
  const sorted = [...steps].sort(byOrder);
  if (workflowType === 'group') return sorted.map((s) => s.order);
  return sorted.slice(0, 1).map((s) => s.order);
}

/**
 * The steps to ask once `signedOrder` has signed (`steps` as they are after that signature): in a
 * chain the next signer by order still waiting to be asked, while no earlier signer is still
 * unsigned; in a group nobody, since all were asked at send.
 */
export function ordersToAskAfterSign(
  workflowType: TWorkflowType,
  steps: readonly StepState[],
  signedOrder: number,
): number[] {
  if (workflowType === 'group') return [];
  const sorted = [...steps].sort(byOrder);
  // Everyone up to and including the signer must have signed before the chain moves on.
  if (sorted.some((s) => s.order <= signedOrder && s.status !== 'signed')) return [];
  const next = sorted.find((s) => s.order > signedOrder);
  return next && next.status === 'pending' ? [next.order] : [];
}
