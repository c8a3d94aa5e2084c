import { describe, expect, it } from 'vitest';
import {
  certificateBlocks,
  timelineText,
  utcTime,
} from '../../../../../../lambdas/services/documents/seal/certificate-content';
import {
  CERTIFICATE_PAGE,
  layoutCertificate,
  MARGIN,
} from '../../../../../../lambdas/services/documents/seal/certificate-layout';
import type { SealInput } from '../../../../../../lambdas/services/documents/seal/seal-input';
import {
  fitText,
  wrapText,
  type Measure,
} from '../../../../../../lambdas/services/pdf/text-layout';

/** Every character half the font size wide: a stand-in for a real font's widths. */
const measure: Measure = (text, size) => text.length * size * 0.5;

const HASH = 'f'.repeat(64);

function input(overrides: Partial<SealInput> = {}): SealInput {
  return {
    document: {
      id: 'doc-1',
      title: 'Master services agreement',
      fileType: 'pdf',
      originalFileName: 'msa.pdf',
      originalSha256: HASH,
      completedAt: '2026-03-29T08:00:05.123Z',
    },
    signers: [
      {
        order: 1,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        consentedAt: '2026-03-29T07:58:00.000Z',
        disclosureVersion: '2026-01',
        signedAt: '2026-03-29T08:00:05.123Z',
        ip: '203.0.113.7',
        userAgent: `Mozilla/5.0 ${'(KHTML, like Gecko) '.repeat(20)}`,
        signatureKind: 'drawn',
      },
    ],
    stamps: [],
    timeline: [],
    chain: { seq: 7, hash: 'a'.repeat(64) },
    sealedAt: new Date('2026-03-29T08:01:00.000Z'),
    ...overrides,
  };
}

describe('text layout', () => {
  it('breaks at spaces and keeps every line within the width', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 50, 10, measure);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(50);
  });

  it('cuts a word longer than a line, such as a hash, without losing a character', () => {
    const lines = wrapText(HASH, 100, 10, measure);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(HASH);
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(100);
  });

  it('shrinks text to fit its box, and ends with an ellipsis when even the smallest size does not', () => {
    const box = { width: 100, height: 20 };
    const short = fitText('Ada', box, measure, { maxSize: 28, minSize: 5 });
    expect(short.lines).toEqual(['Ada']);
    expect(short.lines.length * short.lineHeight).toBeLessThanOrEqual(box.height);

    const long = fitText('word '.repeat(200), box, measure, { maxSize: 28, minSize: 5 });
    expect(long.size).toBe(5);
    expect(long.lines.length * long.lineHeight).toBeLessThanOrEqual(box.height);
    expect(long.lines.at(-1)).toMatch(/…$/);
    for (const line of long.lines) expect(measure(line, long.size)).toBeLessThanOrEqual(box.width);
  });
});

describe('the completion certificate', () => {
  it('labels every time UTC', () => {
    expect(utcTime('2026-03-29T08:00:05.123Z')).toBe('2026-03-29 08:00:05 UTC');
    expect(utcTime(null)).toBe('not recorded');
    expect(
      timelineText({
        seq: 3,
        at: '2026-03-29T07:58:00.000Z',
        action: 'consent',
        actor: 'signer ada@example.com',
        details: { disclosureVersion: '2026-01', skipped: undefined },
      }),
    ).toBe(
      '#3  2026-03-29 07:58:00 UTC  consent  by signer ada@example.com  (disclosureVersion=2026-01)',
    );
  });

  it('names the document, each signer’s evidence, both hashes and the disclosure version', () => {
    const text = certificateBlocks(input())
      .map((b) => b.text)
      .join('\n');
    for (const expected of [
      'Master services agreement',
      'doc-1',
      'Ada Lovelace <ada@example.com>',
      '2026-03-29 07:58:00 UTC (disclosure version 2026-01)',
      'Signed: 2026-03-29 08:00:05 UTC',
      'IP address: 203.0.113.7',
      'drawn by hand',
      HASH,
      'a'.repeat(64),
      'row 7',
    ])
      expect(text).toContain(expected);
  });

  it('says a Word original stays unchanged', () => {
    const doc = { ...input().document, fileType: 'docx' as const };
    const text = certificateBlocks(input({ document: doc }))
      .map((b) => b.text)
      .join('\n');
    expect(text).toContain('original Word document is kept unchanged');
  });

  it('runs onto more pages when long, every line inside the margins', () => {
    const timeline = Array.from({ length: 150 }, (_, i) => ({
      seq: i + 1,
      at: '2026-03-29T07:58:00.000Z',
      action: 'viewed',
      actor: 'signer ada@example.com',
      details: { userAgent: 'Mozilla/5.0 '.repeat(12) },
    }));
    const pages = layoutCertificate(certificateBlocks(input({ timeline })), () => measure);
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.flat();
    for (const line of all) {
      expect(line.x).toBeGreaterThanOrEqual(MARGIN);
      expect(line.x + measure(line.text, line.size)).toBeLessThanOrEqual(
        CERTIFICATE_PAGE.width - MARGIN + 1e-9,
      );
      expect(line.y).toBeGreaterThanOrEqual(MARGIN);
      expect(line.y + line.size).toBeLessThanOrEqual(CERTIFICATE_PAGE.height - MARGIN);
    }
    // Nothing is lost between pages: the last audit row and the final hash are there.
    const text = all.map((l) => l.text).join('\n');
    expect(text).toContain('#150 ');
    expect(text).toContain('a'.repeat(64));
    // Lines on a page go down the page.
    for (const page of pages)
      page.slice(1).forEach((line, i) => expect(line.y).toBeLessThan(page[i]!.y));
  });
});
