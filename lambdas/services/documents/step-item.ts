import type { TSigner, TStepStatus } from '@contracts/documents/workflow';
import { stepOrderKey, workflowStepKeys } from '../../keys/workflow-step';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * One signer of a document (keys: `lambdas/keys/workflow-step.ts`). Besides who and in which
 * order, the step keeps what the signing flow proves: when the link was sent, opened, the
 * disclosure accepted, and the signature given or refused, from which address and browser, with
 * which field values. `tokenHash` names the signer's current link (`SIGN#<hash>`), so deleting
 * the document also kills the link.
 */
export const stepKey = (documentId: string, order: number): TableKey =>
  workflowStepKeys.key({ documentId, order: stepOrderKey(order) });

export interface StepItem extends TableItem {
  documentId: string;
  order: number;
  name: string;
  email: string;
  status: TStepStatus;
  sentAt?: string;
  viewedAt?: string;
  consentedAt?: string;
  /** The version of the electronic-records disclosure the signer accepted. */
  consentVersion?: string;
  signedAt?: string;
  declinedAt?: string;
  declineReason?: string;
  tokenHash?: string;
  tokenExpiresAt?: string;
  /** Where the signature or refusal came from. */
  ip?: string;
  userAgent?: string;
  /** What the signer filled in, by field id (a drawn signature is a PNG data URL). */
  values?: Record<string, string>;
}

export function toStepItem(input: {
  documentId: string;
  order: number;
  name: string;
  email: string;
}): StepItem {
  return { ...stepKey(input.documentId, input.order), ...input, status: 'pending' };
}

export const isStepItem = (item: TableItem): item is StepItem =>
  workflowStepKeys.parse(item) !== undefined;

const timeOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The signer as the owner sees them: no token, no evidence beyond the times. */
export function toSigner(step: StepItem): TSigner {
  return {
    name: step.name,
    email: step.email,
    order: step.order,
    status: step.status,
    sentAt: timeOrNull(step.sentAt),
    viewedAt: timeOrNull(step.viewedAt),
    consentedAt: timeOrNull(step.consentedAt),
    signedAt: timeOrNull(step.signedAt),
    declinedAt: timeOrNull(step.declinedAt),
    declineReason: timeOrNull(step.declineReason),
  };
}

/** Steps in signing order. */
export const byOrder = (a: StepItem, b: StepItem) => a.order - b.order;
