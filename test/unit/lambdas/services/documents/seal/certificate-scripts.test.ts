import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendCertificate } from '../../../../../../lambdas/services/documents/seal/certificate-pages';
import { embedSealFonts } from '../../../../../../lambdas/services/documents/seal/pdf-fonts';
import type { SealInput } from '../../../../../../lambdas/services/documents/seal/seal-input';
import { stampFields } from '../../../../../../lambdas/services/documents/seal/stamp-fields';
import { typedSealInput } from './seal-fixture';

/** A signer in each script the certificate must print exactly. */
const NAMES = [
  'Łukasz Żółć-Dvořák',
  'Ελένη Παπαδοπούλου',
  'Юлия Смирнова',
  'محمد عبد الله',
  'דוד כהן',
  'देवनागरी',
  '王小明',
  '山田太郎',
  '김민준',
];

// Each typed signature stamped into its own field on page 1, in the signer's own script.
const input: SealInput = typedSealInput({
  document: {
    id: 'doc-scripts',
    title: 'Contrat de prestation – Ünïcödé',
    originalFileName: 'contrat.pdf',
  },
  names: NAMES,
  stampStep: 0.1,
  stampHeight: 0.06,
  seq: 7,
});

/** What `pdftotext` reads from each page, without the marks it wraps right-to-left text in. */
function pagesText(bytes: Uint8Array): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'certificate-')), 'sealed.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u202a-\u202e]/g, '')
    .split('\f');
}

// Embedding a font for each script takes a second alone and several on a loaded machine; the
// default 5 s allowance is not what this test is about.
describe('the completion certificate in every script', () => {
  it('prints each signer’s name and typed signature exactly', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const fonts = await embedSealFonts(pdf);
    await stampFields(pdf, fonts, input.stamps);
    appendCertificate(pdf, fonts, input);
    const bytes = await pdf.save();

    const [stamped, ...certificate] = pagesText(bytes);
    const stampedLines = stamped!.split('\n').map((l) => l.trim());
    const certificateLines = certificate
      .join('\n')
      .split('\n')
      .map((l) => l.trim());
    for (const name of NAMES) {
      expect(stampedLines, name).toContain(name);
      expect(
        certificateLines.some((line) => line.includes(name)),
        name,
      ).toBe(true);
    }
    expect(certificate.join('\n')).toContain(input.document.title);
    expect(certificate.join('\n')).not.toContain('?');
    // Subsets of the fonts: the CJK fonts alone are megabytes whole.
    expect(bytes.length).toBeLessThan(300_000);
  }, 60_000);
});
