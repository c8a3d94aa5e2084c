import { formatDecimalHours } from '@domain/timesheets/money';

/**
 * How the budget card reads: minutes as hours, and months (`YYYY-MM`, on the engagement's
 * calendar) by their names. No zone or clock of the device is read.
 */

/**
 * Minutes as hours with at most two decimals: `7.5 h` for 450, `8 h`, `0.12 h` for 7. Rounded as
 * the timesheets' hours column is (`formatDecimalHours`), then without its trailing zeros.
 */
export const hoursText = (minutes: number) => `${Number(formatDecimalHours(minutes))} h`;

const monthDate = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, m - 1, 1);
};
const monthAndYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthOnly = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** `March 2030`. */
export const monthLabel = (month: string) => monthAndYear.format(monthDate(month));

/** `March`. */
export const monthName = (month: string) => monthOnly.format(monthDate(month));

/** The month before `month` (`YYYY-MM`). */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
