/**
 * How long vCISO Hub keeps what, in one place: the privacy page states these periods and the code
 * that deletes (account closure, application expiry, bucket versions, log groups) reads them, so
 * the page promises nothing the code does not do.
 */
export const RETENTION = {
  /** A closed account's data is gone within this many days, backups included. */
  closedAccountDays: 90,
  /** An application is deleted this many months after it last changed (our last contact). */
  applicationMonths: 24,
  /**
   * Old versions of deleted or replaced documents stay recoverable this many days (an accident
   * undone), then go; never longer than a closed account's data may stay.
   */
  documentVersionDays: 90,
  /** The same for applicant photos. */
  photoVersionDays: 30,
  /** The table's point-in-time recovery keeps deleted items this many days (fixed by AWS). */
  tableBackupDays: 35,
  /** Security and request logs. */
  securityLogMonths: 12,
  /** A data archive can be downloaded for this many days, then it is deleted. */
  dataExportDays: 7,
  /**
   * Issued invoices and credit notes (with their PDFs) outlive a closed account this many years
   * after the end of the year they were issued in: bookkeeping records the law asks to keep.
   * Ten covers the longest common period (Germany, France); the UK asks for six. Change it here
   * for another jurisdiction: the privacy page, the closure screen and the expiry all read it.
   */
  invoiceYears: 10,
} as const;

/** The date `months` calendar months before `now` (the last day when the month is shorter). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now.getTime());
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, lastDay));
  return then;
}
