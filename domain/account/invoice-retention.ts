/**
 * How long an issued invoice or credit note outlives a closed account. Bookkeeping law counts the
 * period from the end of the year the document was issued in (the UK's six years for a company,
 * Germany's and France's ten), so a record is kept until 31 December of its issue year plus the
 * period: the same last day for every record of one year, never a day short of the law.
 */
export function invoiceKeptUntil(issueDate: string, years: number): string {
  const year = Number(/^(\d{4})-\d{2}-\d{2}$/.exec(issueDate)?.[1]);
  if (!Number.isInteger(year) || !Number.isInteger(years) || years < 0)
    throw new Error(`Not an issue date or a number of years: ${issueDate}, ${years}`);
  return `${String(year + years).padStart(4, '0')}-12-31`;
}

/** Whether a record kept until `keptUntil` (a day, inclusive) may go on `today` (`YYYY-MM-DD`). */
export const keptInvoiceExpired = (keptUntil: string, today: string): boolean => today > keptUntil;
