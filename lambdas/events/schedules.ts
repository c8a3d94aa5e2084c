/**
 * Consumers run on a timer rather than by an event. The Events stack turns each entry into an
 * EventBridge schedule targeting `lambdas/events/<consumer>.ts`; the local stack runs the same
 * module on its own interval.
 */
export interface Schedule {
  /** File name under `lambdas/events/`, exporting `handler`. */
  consumer: string;
  /** How often it runs in AWS. */
  everyMinutes: number;
  /** How often the local stack runs it (sooner, so a developer sees the effect). */
  localEverySeconds: number;
  /**
   * An alarm on the consumer's summary log line: it fires when `field` of the line whose
   * message is `message` is 1 or more.
   */
  alarm?: { message: string; field: string; description: string };
}

/** The seal sweep's summary line; its `overdue` count is what the alarm watches. */
export const SEAL_SWEEP_SUMMARY = 'Seal sweep finished';
/** The outbox sweep's summary line; its `overdue` count is what the alarm watches. */
export const OUTBOX_SWEEP_SUMMARY = 'Outbox sweep finished';
/** The reminder sweep's summary line. */
export const MEETING_REMINDERS_SUMMARY = 'Meeting reminders finished';
/** The owner move notice sweep's summary line. */
export const OWNER_MOVE_NOTICES_SUMMARY = 'Owner move notices finished';
/** The calendar sync sweep's summary line. */
export const CALENDAR_SYNC_SUMMARY = 'Calendar sync finished';

export const schedules: Schedule[] = [
  // Seals fully signed documents whose DocumentCompleted was lost or kept failing.
  {
    consumer: 'seal-sweep',
    everyMinutes: 5,
    localEverySeconds: 60,
    alarm: {
      message: SEAL_SWEEP_SUMMARY,
      field: 'overdue',
      description: 'A fully signed document stayed unsealed for more than 5 minutes',
    },
  },
  // Publishes outbox events the table stream's relay missed (a crash, an expired stream record).
  {
    consumer: 'outbox-sweep',
    everyMinutes: 2,
    localEverySeconds: 30,
    alarm: {
      message: OUTBOX_SWEEP_SUMMARY,
      field: 'overdue',
      description: 'An event waited more than 3 minutes in the outbox for the relay',
    },
  },
  // Expires documents whose signing link ran out before its signer answered.
  { consumer: 'expire-links', everyMinutes: 60, localEverySeconds: 60 },
  // Deletes applications kept past the privacy page's retention period.
  { consumer: 'application-expiry', everyMinutes: 24 * 60, localEverySeconds: 300 },
  // Deletes invoices kept from closed accounts once their bookkeeping period has ended.
  { consumer: 'kept-invoice-expiry', everyMinutes: 24 * 60, localEverySeconds: 300 },
  // Mails each signer who has not answered their link again when their reminder is due.
  { consumer: 'signing-reminders', everyMinutes: 60, localEverySeconds: 60 },
  // Removes upload reservations past their day and staged uploads that were never accepted.
  { consumer: 'upload-sweep', everyMinutes: 60, localEverySeconds: 60 },
  // Stops each timesheet timer that has run 24 hours into a draft entry of its page.
  { consumer: 'timer-expiry', everyMinutes: 60, localEverySeconds: 60 },
  // Mails both sides of each booked meeting 24 hours and 1 hour before it starts.
  { consumer: 'meeting-reminders', everyMinutes: 5, localEverySeconds: 30 },
  // Mails the owner one notice of a visitor's moves of a meeting once they have rested 5 minutes.
  { consumer: 'owner-move-notices', everyMinutes: 1, localEverySeconds: 15 },
  // Syncs each connected Google and Microsoft calendar whose 15-minute turn has come.
  { consumer: 'calendar-sync', everyMinutes: 5, localEverySeconds: 60 },
];
