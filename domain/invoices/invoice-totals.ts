import { divideHalfUp } from '../timesheets/money';

/**
 * The figures of an invoice and of the credit note that cancels it. An invoice bills the lines of
 * its approved period exactly as the export shows them: each billable line with an amount keeps
 * the amount the export rounded once (`lineAmountPence`); lines that are not billable or have no
 * rate are not billed. The subtotal is the sum of the lines shown, the tax is the subtotal at the
 * page's rate rounded once, half up, to the penny, and the total is the two added. Whole-number
 * arithmetic throughout, so every figure printed adds up to the penny. A credit note repeats the
 * invoice's lines and figures negated, never recomputed, so the two cancel exactly. Pure.
 */

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Tax rates are hundredths of a percent: 2000 is 20 %. */
const BASIS_POINTS_PER_WHOLE = 10_000;

/** A line of the export, as `timesheet()` in `domain/timesheets/totals.ts` gives it. */
export interface ExportLine {
  billable: boolean;
  amountPence: number | null;
}

/** An invoice line: whatever the caller keeps of it, with the amount the export showed. */
export type BilledLine<L> = L & { amountPence: number };

export interface InvoiceFigures {
  subtotalPence: number;
  taxBasisPoints: number;
  taxPence: number;
  totalPence: number;
}

function requireWholeAtLeastZero(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number, zero or more: ${value}`);
}

function sum(values: readonly number[]): number {
  const total = values.reduce((acc, value) => acc + value, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`Too large a total: ${total}`);
  return total;
}

/** The lines an invoice bills, in the export's order: billable, with an amount. */
export function billedLines<L extends ExportLine>(lines: readonly L[]): BilledLine<L>[] {
  return lines.filter((line): line is BilledLine<L> => line.billable && line.amountPence !== null);
}

/** Tax on a subtotal: `subtotal × basis points / 10 000`, rounded once, half up. */
export function taxPenceOf(subtotalPence: number, taxBasisPoints: number): number {
  requireWholeAtLeastZero(subtotalPence, 'The subtotal in pence');
  requireWholeAtLeastZero(taxBasisPoints, 'The tax rate in basis points');
  return divideHalfUp(subtotalPence * taxBasisPoints, BASIS_POINTS_PER_WHOLE);
}

/** An invoice's figures from the amounts of its lines as shown. */
export function invoiceFigures(
  lines: readonly { amountPence: number }[],
  taxBasisPoints: number,
): InvoiceFigures {
  for (const line of lines) requireWholeAtLeastZero(line.amountPence, 'A line amount');
  const subtotalPence = sum(lines.map((line) => line.amountPence));
  const taxPence = taxPenceOf(subtotalPence, taxBasisPoints);
  return { subtotalPence, taxBasisPoints, taxPence, totalPence: sum([subtotalPence, taxPence]) };
}

/** `0 - n`, so a zero stays 0 rather than becoming -0. */
const negated = (pence: number): number => 0 - pence;

/**
 * What a credit note shows for the invoice it credits: every line's amount and every figure
 * negated (the rate and the tax rate stay as they were), so invoice plus credit note is zero.
 */
export function creditNoteOf<L extends { amountPence: number }>(invoice: {
  lines: readonly L[];
  figures: InvoiceFigures;
}): { lines: L[]; figures: InvoiceFigures } {
  const { figures } = invoice;
  return {
    lines: invoice.lines.map((line) => ({ ...line, amountPence: negated(line.amountPence) })),
    figures: {
      subtotalPence: negated(figures.subtotalPence),
      taxBasisPoints: figures.taxBasisPoints,
      taxPence: negated(figures.taxPence),
      totalPence: negated(figures.totalPence),
    },
  };
}

const REFERENCE_PREFIXES: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };
const REFERENCE = /^(INV|CN)-(\d{4,})$/;

/** `INV-0001`, `CN-0012`: the kind's prefix and the number, at least four digits. */
export function invoiceReference(kind: InvoiceKind, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1)
    throw new RangeError(`An invoice number is a whole number from 1: ${number}`);
  return `${REFERENCE_PREFIXES[kind]}-${String(number).padStart(4, '0')}`;
}

/** The kind and number a reference names, or undefined when it cannot be one. */
export function parseInvoiceReference(
  reference: string,
): { kind: InvoiceKind; number: number } | undefined {
  const match = REFERENCE.exec(reference);
  if (!match) return undefined;
  const kind: InvoiceKind = match[1] === 'INV' ? 'invoice' : 'credit-note';
  const number = Number(match[2]);
  // Only the one way of writing each number: `INV-00001` is not `INV-0001`.
  if (!Number.isSafeInteger(number) || number < 1 || invoiceReference(kind, number) !== reference)
    return undefined;
  return { kind, number };
}

/** A tax rate as invoices print it: `20.00%`, `17.50%`. */
export function formatTaxRate(taxBasisPoints: number): string {
  requireWholeAtLeastZero(taxBasisPoints, 'The tax rate in basis points');
  const whole = Math.floor(taxBasisPoints / 100);
  return `${whole}.${String(taxBasisPoints % 100).padStart(2, '0')}%`;
}
