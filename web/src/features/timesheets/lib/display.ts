import type { TEntryStatus } from '@contracts/timesheets/entry';
import { formatMoney, type Currency } from '@domain/timesheets/money';

/**
 * Times and dates of a timesheet are shown on the booking page's clock (its owner's zone), as
 * the server counted them, whatever the zone of the device.
 */
/** A line's hourly rate as its table shows it: `£150.00/h`, or a dash without one. */
export const rateOf = (
  line: { billable: boolean; ratePence: number | null },
  currency: Currency,
): string =>
  line.billable && line.ratePence !== null ? `${formatMoney(line.ratePence, currency)}/h` : '—';

export function formatDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(instant));
}

export function formatTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** `YYYY-MM-DD` as a person reads it: `2 Nov 2026`. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/**
 * Each status its own colour, always with its name written out (colour alone tells nothing to
 * someone who cannot see it). Both themes keep the text at a readable contrast. The colours are
 * marked important because they sit on top of the badge's own default colours, and class order
 * alone does not decide which of two utilities wins.
 */
export const STATUS_STYLES: Record<TEntryStatus, string> = {
  draft: 'border-transparent bg-slate-200! text-slate-900! dark:bg-slate-700! dark:text-slate-50!',
  submitted:
    'border-transparent bg-amber-100! text-amber-950! dark:bg-amber-900/60! dark:text-amber-50!',
  approved:
    'border-transparent bg-emerald-100! text-emerald-950! dark:bg-emerald-900/60! dark:text-emerald-50!',
};
