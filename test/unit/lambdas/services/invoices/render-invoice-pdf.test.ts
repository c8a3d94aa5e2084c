import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, lineAmountPence } from '@domain/timesheets/money';
import type { InvoiceSnapshot } from '../../../../../lambdas/services/invoices/invoice-item';
import { renderInvoicePdf } from '../../../../../lambdas/services/invoices/render-invoice-pdf';
import { creditNoteSnapshotOf, invoiceOf } from './invoice-fixture';

/** Read back as a reader sees it, with poppler's `pdftotext` (as the export's PDF tests do). */

const run = promisify(execFile);
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function textOf(invoice: InvoiceSnapshot): Promise<string> {
  const file = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(file, (await renderInvoicePdf(invoice)).bytes);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

/** Pence of a printed amount: `£1,234.56`, `-£0.50`. */
const MONEY = /(-?)£([\d,]+)\.(\d\d)/g;
const penceOf = (match: RegExpMatchArray) =>
  (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));

/** The printed figures: each line's amount (the last amount of a row), and the totals. */
function printedFigures(text: string) {
  const rows = text.split('\n');
  const lastAmount = (row: string) => {
    const all = [...row.matchAll(MONEY)];
    return all.length ? penceOf(all.at(-1)!) : undefined;
  };
  const labelled = (label: RegExp) => lastAmount(rows.find((row) => label.test(row)) ?? '');
  return {
    lines: rows.filter((row) => /^\s*\d{4}-\d{2}-\d{2}\s/.test(row)).map(lastAmount),
    subtotal: labelled(/^\s*Subtotal\s/),
    tax: labelled(/^\s*Tax \(\d+\.\d\d%\)/),
    total: labelled(/^\s*Total\s/),
  };
}

// Each document embeds a font for every script and for emoji (about 0.1 s each alone, several
// times that on a loaded machine): the default 5 s allowance is not what these tests are about.
describe('the invoice PDF', { timeout: 30_000 }, () => {
  it('shows who, whom, when, every line amount, the subtotal, the tax and the total', async () => {
    const invoice = invoiceOf([
      { durationMinutes: 7, ratePence: 1000, description: 'Vendor risk call' },
      { durationMinutes: 91, ratePence: 12345, description: 'Policy review' },
    ]);
    const text = await textOf(invoice);
    expect(text).toContain('Invoice INV-0007');
    expect(text).toContain('Due date');
    expect(text).toContain(invoice.dueDate);
    expect(text).toContain('Bill to');
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('1 High Street');
    expect(text).toContain('Tax number: GB123456789');
    expect(text).toContain('Vendor risk call');
    expect(text).toContain('0h 07m');
    expect(text).toContain('1h 31m');
    for (const line of invoice.lines) expect(text).toContain(formatMoney(line.amountPence));
    expect(text).toMatch(/Subtotal\s+£188\.40/);
    expect(text).toMatch(/Tax \(20\.00%\)\s+£37\.68/);
    expect(text).toMatch(/Total\s+£226\.08/);
  });

  it('shows a credit note’s negated figures and the invoice it cancels', async () => {
    const invoice = invoiceOf([{ durationMinutes: 60, ratePence: 15000, description: 'Audit' }]);
    const credit = creditNoteSnapshotOf(invoice, 'Wrong rate');
    const text = await textOf(credit);
    expect(text).toContain('Credit note CN-0001');
    expect(text).toContain('Invoice INV-0007');
    expect(text).toContain('Wrong rate');
    expect(text).not.toContain('Due date');
    expect(text).toMatch(/Total\s+-£180\.00/);
  });

  it('prints the same bytes for the same snapshot', async () => {
    const invoice = invoiceOf([{ durationMinutes: 30, ratePence: 100, description: 'Call' }]);
    const [a, b] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes))).toBe(0);
    expect(a.fileName).toBe('INV-0007.pdf');
  });

  it('prints a total that is the sum of its printed lines plus its printed tax', async () => {
    const line = fc.record({
      durationMinutes: fc.integer({ min: 1, max: 24 * 60 }),
      ratePence: fc.integer({ min: 0, max: 100_000_00 }),
      description: fc.constantFrom('Risk review', 'Board meeting', 'Incident response'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 0, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_00 }),
        async (lines, taxBasisPoints) => {
          const invoice = invoiceOf(lines, taxBasisPoints);
          const printed = printedFigures(await textOf(invoice));
          expect(printed.lines).toEqual(
            lines.map((l) => lineAmountPence(l.durationMinutes, l.ratePence)),
          );
          const sum = printed.lines.reduce((acc: number, pence) => acc + pence!, 0);
          expect(printed.subtotal).toBe(sum);
          expect(printed.total).toBe(sum + printed.tax!);
          expect(printed.total).toBe(invoice.totalPence);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
