import type { TPeriodState, TTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@domain/timesheets/money';
import { formatDay, formatTime, STATUS_STYLES } from './display';

/** An instant on the booking page's clock, day and time: `Mon, 2 Nov 2026, 14:05`. */
export const formatDateTime = (instant: string, timeZone: string): string =>
  `${formatDay(instant, timeZone)}, ${formatTime(instant, timeZone)}`;

/**
 * A period's currency as the money helpers take it. The server answers the page's own, always
 * one of `CURRENCIES`; pages from before currencies bill in pounds, as the product always did.
 */
export const currencyOf = (code: string): Currency =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : DEFAULT_CURRENCY;

/** The client's sign-off as the record keeps it: who, when and from which network address. */
export const approvalSummary = (
  approval: NonNullable<TTimesheetPeriod['approval']>,
  timeZone: string,
): string =>
  `Approved by ${approval.name} (${approval.email}) on ${formatDateTime(approval.at, timeZone)} from ${approval.ipAddress}`;

/**
 * Each period state its own colour, always with its name written out. A period shares its
 * entries' colours (`STATUS_STYLES`): awaiting approval as submitted entries, approved as
 * approved ones, reopened as the drafts its entries are again; a query is red, as it asks for
 * changes.
 */
export const PERIOD_STATE_STYLES: Record<TPeriodState, string> = {
  submitted: STATUS_STYLES.submitted,
  queried: 'border-transparent bg-red-100! text-red-950! dark:bg-red-900/60! dark:text-red-50!',
  reopened: STATUS_STYLES.draft,
  approved: STATUS_STYLES.approved,
};
