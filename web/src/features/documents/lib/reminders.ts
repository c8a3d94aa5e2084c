import type { TDocument } from '@contracts/documents/document';
import {
  MAX_REMINDERS,
  REMINDER_DAY_CHOICES,
  type TReminderSettings,
} from '@contracts/documents/reminders';
import type { TSigner } from '@contracts/documents/workflow';
import { formatDateTime } from './format';
import { isOutForSignature } from './status';

/**
 * Reminders can be changed while the document is a draft or out for signature; the server
 * refuses any other status (409, `reminderMessages.closed`).
 */
export const canSetReminders = (document: Pick<TDocument, 'status'>): boolean =>
  document.status === 'draft' || isOutForSignature(document);

/** How an interval reads in the select: "Every day", "Every 2 days", … */
export const everyDaysLabel = (days: number): string =>
  days === 1 ? 'Every day' : `Every ${days} days`;

/** The select's options, in the contract's order. */
export const REMINDER_DAY_OPTIONS = REMINDER_DAY_CHOICES.map((days) => ({
  value: String(days),
  label: everyDaysLabel(days),
}));

export const reminderHelp = `Signers who have not answered get their link again, at most ${MAX_REMINDERS} times; never after they sign or decline, or once the document is voided.`;

/**
 * The body of `PUT /api/documents/{id}/reminders` for the settings the owner chose, or undefined
 * while they are still the saved ones (nothing to save).
 */
export function reminderChange(
  saved: TReminderSettings,
  chosen: TReminderSettings,
): TReminderSettings | undefined {
  return saved.enabled === chosen.enabled && saved.everyDays === chosen.everyDays
    ? undefined
    : { enabled: chosen.enabled, everyDays: chosen.everyDays };
}

/**
 * A waiting signer's reminders as rows of their status: how many went ("Reminded" "1 of 3") and
 * when the next one goes. None for a signer who is not waiting (yet, or any more).
 */
export function signerReminderRows(
  signer: Pick<TSigner, 'status' | 'remindersSent' | 'nextReminderAt'>,
): Array<{ label: string; value: string; at?: string }> {
  if (signer.status !== 'sent' && signer.status !== 'viewed') return [];
  const rows: Array<{ label: string; value: string; at?: string }> = [];
  if (signer.remindersSent > 0)
    rows.push({ label: 'Reminded', value: `${signer.remindersSent} of ${MAX_REMINDERS}` });
  if (signer.nextReminderAt)
    rows.push({
      label: 'Next reminder',
      value: formatDateTime(signer.nextReminderAt),
      at: signer.nextReminderAt,
    });
  return rows;
}
