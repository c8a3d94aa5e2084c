import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendCertificate } from '../../../../../lambdas/services/documents/seal/certificate-pages';
import { embedSealFonts } from '../../../../../lambdas/services/documents/seal/pdf-fonts';
import type { SealInput } from '../../../../../lambdas/services/documents/seal/seal-input';
import { stampFields } from '../../../../../lambdas/services/documents/seal/stamp-fields';
import { renderInvoicePdf } from '../../../../../lambdas/services/invoices/render-invoice-pdf';
import { FALLBACK_GLYPH } from '../../../../../lambdas/services/pdf/fonts/text-fonts';
import { renderTimesheetPdf } from '../../../../../lambdas/services/timesheets/render-pdf';
import { typedSealInput } from '../documents/seal/seal-fixture';
import { creditNoteSnapshotOf, invoiceOf } from '../invoices/invoice-fixture';
import { reportOf } from '../timesheets/report-fixture';

/**
 * Every kind of PDF the product draws, read back as a user's reader gives its text (poppler's
 * `pdftotext`): names whose shaping moves or merges glyphs — the Arabic lam-alef, a Devanagari
 * vowel sign drawn before its consonant — accents, and emoji, each as it was typed.
 */
const TEXTS = {
  arabic: 'محمد الأحمد',
  devanagari: 'अनिल',
  latin: 'Zoë Ångström',
  emoji: 'Launch 🚀 ✅ 👍🏽',
};

const run = promisify(execFile);
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'text-layer-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The text of the file in reading order, without the direction marks `pdftotext` adds. */
async function readBack(bytes: Uint8Array): Promise<string> {
  const file = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u202a-\u202e]/g, '');
}

function expectWritten(text: string, written: readonly string[] = Object.values(TEXTS)) {
  for (const expected of written) expect(text, expected).toContain(expected);
  expect(text).not.toContain(FALLBACK_GLYPH);
  expect(text).not.toContain('?');
}

function sealInput(names: readonly string[]): SealInput {
  return typedSealInput({
    document: {
      id: 'doc-text-layer',
      title: `Engagement letter ${TEXTS.emoji}`,
      originalFileName: 'letter.pdf',
    },
    names,
    stampStep: 0.15,
    stampHeight: 0.08,
    seq: 3,
  });
}

describe('the text layer of every PDF reads back as written', () => {
  it('the sealed copy: the stamped fields and the completion certificate', async () => {
    const names = [TEXTS.arabic, TEXTS.devanagari, TEXTS.latin];
    const input = sealInput(names);
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const fonts = await embedSealFonts(pdf);
    await stampFields(pdf, fonts, input.stamps);
    appendCertificate(pdf, fonts, input);
    const [stamped, ...certificate] = (await readBack(await pdf.save())).split('\f');

    // Each typed signature is a line of its own on the stamped page.
    expect(stamped!.split('\n').map((line) => line.trim())).toEqual(expect.arrayContaining(names));
    expectWritten(certificate.join('\n'));
  }, 60_000);

  it('the timesheet', async () => {
    const report = reportOf({
      bookingPageName: `Advisory ${TEXTS.emoji}`,
      meetings: [
        {
          start: '2026-11-02T08:00:00Z',
          minutes: 30,
          title: TEXTS.latin,
          attendeeName: TEXTS.devanagari,
        },
      ],
      entries: Object.values(TEXTS).map((description, i) => ({
        start: `2026-11-${String(3 + i).padStart(2, '0')}T09:00:00Z`,
        minutes: 30,
        description,
        ratePence: 10_000,
      })),
    });
    expectWritten(await readBack((await renderTimesheetPdf(report)).bytes));
  }, 60_000);

  it('the invoice and its credit note', async () => {
    const invoice = invoiceOf(
      Object.values(TEXTS).map((description) => ({
        durationMinutes: 60,
        ratePence: 10_000,
        description,
      })),
    );
    const billed = {
      ...invoice,
      issuer: { ...invoice.issuer, name: TEXTS.arabic },
      client: { ...invoice.client, name: TEXTS.devanagari },
    };
    expectWritten(await readBack((await renderInvoicePdf(billed)).bytes));
    const credit = creditNoteSnapshotOf(billed, `Cancelled ${TEXTS.emoji}`);
    expectWritten(await readBack((await renderInvoicePdf(credit)).bytes));
  }, 60_000);
});
