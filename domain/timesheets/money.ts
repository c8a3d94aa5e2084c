/**
 * Money and durations on timesheets (spec §9: pounds with 2 decimals, and the other currencies a
 * booking page may bill in, all with 2). Every amount is a whole number of pence (minor units),
 * never a floating-point number, so that what the screen, the CSV and the PDF show adds up to
 * the penny. A billable line's amount is rounded once, half
 * up, to the penny; totals are sums of those rounded amounts. Pure: no locale, zone or clock is
 * read from the machine, so the browser and the Lambdas format alike.
 */

const MINUTES_PER_HOUR = 60;

/** Pounds with up to two decimals: `12`, `12.5`, `12.50`, `.5`; zeros past the pennies are allowed. */
const POUNDS_TEXT = /^(\d*)(?:\.(\d*))?$/;

function requireWholeAtLeastZero(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number, zero or more: ${value}`);
  }
}

/**
 * The pence of an hourly rate given in pounds, as the rate field holds it (a number or its
 * text), or undefined when it is not a rate: negative, not a number, or finer than a penny
 * (`12.345`). Rates are entered to the penny (spec §5, step 0.01), so anything finer is refused
 * rather than silently rounded. The decimal digits are read as text, never multiplied as a
 * float: 0.29 pounds is 29 pence, not 28.999….
 */
export function penceOfPounds(pounds: string | number): number | undefined {
  if (typeof pounds === 'number' && !Number.isFinite(pounds)) return undefined;
  // A number's shortest text is the decimal the user typed (0.1 + 0.2 shows its float error
  // and is refused); very large or small numbers come out in exponent form and are refused.
  const text = String(pounds).trim();
  const match = POUNDS_TEXT.exec(text);
  if (!match || text === '' || text === '.') return undefined;
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return undefined;
  const pence = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(pence) ? pence : undefined;
}

/** `numerator / divisor` rounded half up, for whole numbers zero or more, without floats. */
export function divideHalfUp(numerator: number, divisor: number): number {
  const shifted = numerator + Math.floor(divisor / 2);
  // Beyond 2^53 whole numbers are no longer exact: refuse rather than be a penny out.
  if (!Number.isSafeInteger(shifted)) throw new RangeError(`Too large a number: ${numerator}`);
  return (shifted - (shifted % divisor)) / divisor;
}

/**
 * What a billable line earns, in pence: its minutes at the hourly rate, rounded once, half up,
 * to the penny (7 minutes at £10.00 is 116.67 pence, so 117; 3 minutes at £0.10 is exactly half
 * a penny, so 1). Whole-number arithmetic throughout, so no amount is a penny off.
 */
export function lineAmountPence(minutes: number, ratePence: number): number {
  requireWholeAtLeastZero(minutes, 'Minutes');
  requireWholeAtLeastZero(ratePence, 'The hourly rate in pence');
  return divideHalfUp(minutes * ratePence, MINUTES_PER_HOUR);
}

function poundsAndPence(pence: number): { sign: string; pounds: string; pennies: string } {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`);
  const magnitude = Math.abs(pence);
  return {
    sign: pence < 0 ? '-' : '',
    pounds: String(Math.floor(magnitude / 100)),
    pennies: String(magnitude % 100).padStart(2, '0'),
  };
}

/**
 * The currencies a booking page can bill in. Every one of them has 100 minor units, so every
 * amount is a whole number of them ("pence" throughout the code), rounded by the same rule.
 */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Pages made before pages had a currency bill in pounds, as the product always did. */
export const DEFAULT_CURRENCY: Currency = 'GBP';

/** What an amount starts with: symbols the PDF's standard fonts can draw, else the code. */
const CURRENCY_SIGNS: Record<Currency, string> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  CAD: 'CA$',
  AUD: 'A$',
  CHF: 'CHF ',
};

/** The currency's sign on its own, as a column header or a field's label names it: `£`, `CHF`. */
export const currencySign = (currency: Currency): string => CURRENCY_SIGNS[currency].trim();

export const CURRENCY_LABELS: Record<Currency, string> = {
  GBP: 'GBP (£) British pound',
  EUR: 'EUR (€) Euro',
  USD: 'USD ($) US dollar',
  CAD: 'CAD (CA$) Canadian dollar',
  AUD: 'AUD (A$) Australian dollar',
  CHF: 'CHF Swiss franc',
};

/**
 * An amount as the screen and the PDF show it: `£1,234.56`, `-€0.50`, thousands grouped as in
 * en-GB whatever the currency, so every figure of a page reads alike.
 */
export function formatMoney(pence: number, currency: Currency = DEFAULT_CURRENCY): string {
  const { sign, pounds, pennies } = poundsAndPence(pence);
  return `${sign}${CURRENCY_SIGNS[currency]}${pounds.replace(/\B(?=(\d{3})+$)/g, ',')}.${pennies}`;
}

/** An amount in pounds: `£1,234.56`. */
export const formatPounds = (pence: number): string => formatMoney(pence, 'GBP');

/**
 * An amount as the CSV holds it: `1234.56`, with no symbol or grouping, so a spreadsheet reads
 * it as a number. Amounts on a timesheet are never negative, so the cell never starts with `-`.
 */
export function formatPoundsPlain(pence: number): string {
  const { sign, pounds, pennies } = poundsAndPence(pence);
  return `${sign}${pounds}.${pennies}`;
}

/**
 * A duration as timesheets show it: whole hours, then minutes as two digits — `0h 07m`,
 * `1h 30m`, `125h 00m`. Hours are not wrapped into days: a month's total reads in hours.
 */
export function formatDuration(minutes: number): string {
  requireWholeAtLeastZero(minutes, 'Minutes');
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  return `${hours}h ${String(rest).padStart(2, '0')}m`;
}

/**
 * A duration in hours to two decimals, as the CSV's hours column holds it (`1.50` for 90
 * minutes, `0.12` for 7), rounded half up. For reading only: amounts always come from the
 * minutes, and a total's hours from the total minutes, never from adding rounded hours.
 */
export function formatDecimalHours(minutes: number): string {
  requireWholeAtLeastZero(minutes, 'Minutes');
  // Hundredths of an hour, written with the same digits as pence.
  return formatPoundsPlain(divideHalfUp(minutes * 100, MINUTES_PER_HOUR));
}
