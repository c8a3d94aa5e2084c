import type { TSigner, TStepStatus } from '@contracts/documents/workflow';
import { stepOrderKey, workflowStepKeys } from '../../keys/workflow-step';
import type { TableItem, TableKey } from '../../ports/table';
import { isAwaiting } from '@domain/documents/status-machine';

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
  /**
   * The current link's token sealed with the token key (KMS), so a reminder mails the same link:
   * only the mail consumer may open it, and a copy of the table alone still opens no document.
   */
  tokenCiphertext?: string;
  /** Automatic reminders mailed so far, when the last went, and when the next is due. */
  remindersSent?: number;
  lastRemindedAt?: string;
  nextReminderAt?: string;
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

/**
 * The signer as the owner sees them: no token, no evidence beyond the times. A next reminder
 * shows only while the signer waits and `reminding` (the document is out for signature).
 */
export function toSigner(step: StepItem, reminding = true): TSigner {
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
    remindersSent: typeof step.remindersSent === 'number' ? step.remindersSent : 0,
    nextReminderAt: reminding && isAwaiting(step.status) ? timeOrNull(step.nextReminderAt) : null,
  };
}

/** Steps in signing order. */
export const byOrder = (a: StepItem, b: StepItem) => a.order - b.order;
