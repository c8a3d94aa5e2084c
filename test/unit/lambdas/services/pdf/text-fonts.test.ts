import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  embedTextFonts,
  FALLBACK_GLYPH,
} from '../../../../../lambdas/services/pdf/fonts/text-fonts';
import { drawTextLine, textRuns } from '../../../../../lambdas/services/pdf/fonts/text-runs';

/** Names in every script a signer may write, as `pdftotext` must read them back. */
const NAMES = {
  latinExtended: 'Łukasz Żółć-Dvořák',
  greek: 'Ελένη Παπαδοπούλου',
  cyrillic: 'Юлия Смирнова',
  arabic: 'محمد عبد الله',
  hebrew: 'דוד כהן',
  devanagari: 'देवनागरी',
  chinese: '王小明',
  japanese: '山田太郎 やまだ',
  korean: '김민준',
};

/** The text `pdftotext` reads from `bytes`, without the direction marks it wraps RTL text in. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
  const file = path.join(dir, 'names.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\u202a-\u202e]/g,
    '',
  );
}

async function drawLines(lines: string[]) {
  const pdf = await PDFDocument.create();
  const fonts = await embedTextFonts(pdf);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) =>
    drawTextLine(page, line, { x: 40, y: 800 - i * 24, size: 14, chain: fonts.regular }),
  );
  return { bytes: await pdf.save(), fonts };
}

// Each document embeds a font for every script and for emoji (about 0.1 s each alone, several
// times that on a loaded machine): the default 5 s allowance is not what these tests are about.
describe('text in every script', { timeout: 30_000 }, () => {
  it('reads back exactly, one name per line', async () => {
    const { bytes } = await drawLines(Object.values(NAMES));
    const lines = pdfText(bytes)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines).toEqual(Object.values(NAMES));
    // Subsets: a page of names stays small though the CJK fonts are megabytes.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('draws emoji with the emoji font, and a character no font has as the visible fallback glyph', async () => {
    const line = 'Ada 😀 👍🏽 Lovelace ሰ';
    const { bytes, fonts } = await drawLines([line]);
    const runs = textRuns(line, fonts.regular);
    const emoji = fonts.regular.faces.at(-1)!;
    expect(runs.find((r) => r.text.startsWith('😀'))?.face).toBe(emoji);
    // The space after an emoji is the text font's: an emoji font's spaces are emoji-wide.
    expect(runs.map((r) => r.text)).toEqual([
      'Ada ',
      '😀',
      ' ',
      '👍🏽',
      ' Lovelace ',
      FALLBACK_GLYPH,
    ]);
    expect(runs.at(-1)?.actual).toBe('ሰ');
    // Readers are told what the fallback glyph stands for.
    expect(pdfText(bytes).trim()).toBe(line);
  });

  it('reads back in logical order where shaping moves or merges glyphs', async () => {
    const lines = ['محمد الأحمد', 'अनिल', 'हिन्दी किताब', 'Zoë Ångström', 'Signed by अनिल and 🚀'];
    const { bytes } = await drawLines(lines);
    const read = pdfText(bytes)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(read).toEqual(lines);
  });

  it('orders right-to-left runs and the numbers inside them', async () => {
    const pdf = await PDFDocument.create();
    const fonts = await embedTextFonts(pdf);
    const runs = textRuns('Invoice 42 for محمد (ID 7)', fonts.regular);
    expect(runs.map((r) => r.text).join('')).toBe('Invoice 42 for محمد (ID 7)');
    expect(runs.find((r) => r.text === 'محمد')?.face).toBe(fonts.regular.faces.at(-5));
    // One font holds Latin and Devanagari: each script is its own run, shaped as that script.
    expect(textRuns('Review हिन्दी', fonts.regular).map((r) => r.text)).toEqual([
      'Review ',
      'हिन्दी',
    ]);
    // In a right-to-left line, the number comes first from the left, the name after it.
    const rtl = textRuns('محمد 123', fonts.regular).map((r) => r.text.trim());
    expect(rtl).toEqual(['123', 'محمد']);
  });
});
