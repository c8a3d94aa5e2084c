import { signingReminderKeys } from '../../../keys/signing-reminder';
import type { Changes, TableItem, TableKey, TransactionBuilder } from '../../../ports/table';
import type { StepItem } from '../step-item';

/** The reminder sweep's entry for a waiting signer (keys: `lambdas/keys/signing-reminder.ts`). */
export interface ReminderEntryItem extends TableItem {
  documentId: string;
  order: number;
  dueAt: string;
}

export const reminderEntryKey = (documentId: string, order: number, dueAt: string): TableKey =>
  signingReminderKeys.key({ dueAt, documentId, order: String(order) });

/**
 * Schedules a step's next reminder (none: `next` undefined) in `tx`: its entry put, the entry it
 * had dropped. Answers what the caller's own update of the step sets or removes with it, since
 * one transaction may touch the step only once.
 */
export function scheduleReminder(
  tx: TransactionBuilder,
  step: Pick<StepItem, 'documentId' | 'order' | 'nextReminderAt'>,
  next: string | undefined,
): Pick<Changes, 'set' | 'remove'> {
  const previous = step.nextReminderAt;
  if (previous && previous !== next)
    tx.deleteIfAny(reminderEntryKey(step.documentId, step.order, previous));
  if (!next) return previous ? { remove: ['nextReminderAt'] } : {};
  if (next !== previous)
    tx.put({
      ...reminderEntryKey(step.documentId, step.order, next),
      documentId: step.documentId,
      order: step.order,
      dueAt: next,
    } satisfies ReminderEntryItem);
  return { set: { nextReminderAt: next } };
}

/** Merges the step's own changes with the reminder's (`set` of both, `remove` of the reminder). */
export const withReminder = (
  changes: Required<Pick<Changes, 'set'>>,
  reminder: Pick<Changes, 'set' | 'remove'>,
): Changes => ({
  set: { ...changes.set, ...reminder.set },
  ...(reminder.remove ? { remove: reminder.remove } : {}),
});
