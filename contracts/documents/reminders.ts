import * as z from 'zod';

/**
 * Automatic reminders to signers who have not answered (`PUT /api/documents/{id}/reminders`).
 * A document reminds by default; its owner can turn that off or change the interval at any time
 * until it leaves signing. A signer gets at most `MAX_REMINDERS`, never after signing or
 * declining, never once the document was voided, and never past the end of their link.
 */
export const MAX_REMINDERS = 3;
export const REMINDER_DAY_CHOICES = [1, 2, 3, 5, 7, 14] as const;

export const reminderMessages = {
  everyDays: 'Please choose how often to remind',
  /** 409: a document that left signing reminds nobody. */
  closed: 'Reminders can only be changed while the document is a draft or out for signature',
  saved: 'Reminder settings saved',
  saveFailed: 'Failed to save the reminder settings',
} as const;

export const ZReminderSettings = z.object(
  {
    enabled: z.boolean(reminderMessages.everyDays),
    everyDays: z
      .number(reminderMessages.everyDays)
      .int(reminderMessages.everyDays)
      .refine(
        (d) => (REMINDER_DAY_CHOICES as readonly number[]).includes(d),
        reminderMessages.everyDays,
      ),
  },
  reminderMessages.everyDays,
);
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/** What a document does until its owner says otherwise: remind every 3 days. */
export const DEFAULT_REMINDERS: TReminderSettings = { enabled: true, everyDays: 3 };
