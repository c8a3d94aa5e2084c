import { describe, expect, it } from 'vitest';
import { fitText, wrapText } from '../../../../../lambdas/services/pdf/text-layout';

/** One point per UTF-16 code unit: an emoji is two or more, as wide as it is long. */
const measure = (text: string, size: number) => (text.length * size) / 10;

/** Whether `text` holds half of a surrogate pair: what a cut inside an emoji leaves. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('wrapping text for a PDF', () => {
  it('cuts a word too long for its line between characters, never inside an emoji', () => {
    const family = '👨‍👩‍👧';
    const word = `🚀🚀🚀${family}é̃x`;
    const lines = wrapText(word, 5, 10, measure);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line).not.toMatch(LONE_SURROGATE);
    // The family (eight code units, wider than the line) stays whole on a line of its own.
    expect(lines).toContain(family);
    expect(lines[0]).toBe('🚀🚀');
  });

  it('ends a cut-off text with "…" after a whole character', () => {
    const fitted = fitText('🚀🚀🚀🚀🚀🚀 🚀🚀🚀🚀🚀🚀', { width: 8, height: 10 }, measure, {
      maxSize: 10,
      minSize: 10,
    });
    expect(fitted.lines).toEqual(['🚀🚀🚀…']);
  });
});
