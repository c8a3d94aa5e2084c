import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_SIZES, FIELD_TYPES, ZFieldInput } from '@contracts/documents/fields';
import {
  clampBox,
  CSS_PX_PER_POINT,
  defaultFieldBox,
  displayedPageSize,
  isInsidePage,
  MIN_FIELD_PX,
  minFieldSize,
  moveBox,
  resizeBox,
  toFractions,
  toPixels,
} from '@domain/documents/field-geometry';

/** US Letter and A4 in points, and both at 100 % zoom in CSS pixels. */
const LETTER_PT = { width: 612, height: 792 };
const A4_PT = { width: 595, height: 842 };
const LETTER = { width: 816, height: 1056 };

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe('displayedPageSize', () => {
  it('shows a point as 4/3 CSS pixels at 100 %, as PDF viewers do', () => {
    expect(CSS_PX_PER_POINT).toBeCloseTo(96 / 72, 12);
    expect(displayedPageSize(LETTER_PT, 0)).toEqual(LETTER);
  });

  it('swaps width and height on a quarter turn and keeps them on a half turn', () => {
    expect(displayedPageSize(LETTER_PT, 90)).toEqual({ width: 1056, height: 816 });
    expect(displayedPageSize(LETTER_PT, 270)).toEqual({ width: 1056, height: 816 });
    expect(displayedPageSize(LETTER_PT, 180)).toEqual(LETTER);
    // PDF allows any multiple of 90, negative ones too: -90 is a quarter turn.
    expect(displayedPageSize(LETTER_PT, -90)).toEqual({ width: 1056, height: 816 });
    expect(displayedPageSize(LETTER_PT, 450)).toEqual({ width: 1056, height: 816 });
  });
});

describe('defaultFieldBox', () => {
  it('places the first field at 100 px with its type’s default size (spec §9)', () => {
    for (const type of FIELD_TYPES) {
      const box = defaultFieldBox(type, 0, LETTER);
      const px = toPixels(box, LETTER);
      close(px.left, 100);
      close(px.top, 100);
      close(px.width, DEFAULT_FIELD_SIZES[type].width);
      close(px.height, DEFAULT_FIELD_SIZES[type].height);
    }
  });

  it('starts each next field 20 px further down and right', () => {
    const px = [0, 1, 2, 5].map((n) => toPixels(defaultFieldBox('date', n, LETTER), LETTER));
    expect(px.map((p) => Math.round(p.left))).toEqual([100, 120, 140, 200]);
    expect(px.map((p) => Math.round(p.top))).toEqual([100, 120, 140, 200]);
  });

  it('gives the same pixel start on any page size, so fractions differ by page', () => {
    const a4 = displayedPageSize(A4_PT, 0);
    const onLetter = defaultFieldBox('signature', 0, LETTER);
    const onA4 = defaultFieldBox('signature', 0, a4);
    close(onLetter.x, 100 / 816);
    close(onA4.x, 100 / a4.width);
    close(onA4.y, 100 / a4.height);
    close(toPixels(onA4, a4).width, 200);
  });

  it('uses the displayed size of a rotated page', () => {
    const landscape = displayedPageSize(LETTER_PT, 90);
    const box = defaultFieldBox('signature', 0, landscape);
    close(box.x, 100 / 1056);
    close(box.width, 200 / 1056);
    close(box.height, 60 / 816);
  });

  it('keeps a field on the page however many fields came before it', () => {
    const box = defaultFieldBox('signature', 99, LETTER);
    expect(isInsidePage(box)).toBe(true);
    close(box.x + box.width, 1);
    close(box.y + box.height, 1);
    // The API's own contract accepts what the editor produces.
    const parsed = ZFieldInput.safeParse({
      id: 'f1',
      type: 'signature',
      signerEmail: 'a@example.com',
      page: 1,
      ...box,
    });
    expect(parsed.success).toBe(true);
  });

  it('shrinks a field to a page smaller than the field', () => {
    const tiny = { width: 150, height: 50 };
    const box = defaultFieldBox('signature', 0, tiny);
    expect(box).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('pixels and fractions', () => {
  it('round-trip at every zoom and page size', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: 0, max: 0.5, noNaN: true }),
          y: fc.double({ min: 0, max: 0.5, noNaN: true }),
          width: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
          height: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        }),
        fc.record({
          width: fc.double({ min: 100, max: 3000, noNaN: true }),
          height: fc.double({ min: 100, max: 3000, noNaN: true }),
        }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        (box, page, zoom) => {
          const back = toFractions(toPixels(box, page, zoom), page, zoom);
          close(back.x, box.x);
          close(back.y, box.y);
          close(back.width, box.width);
          close(back.height, box.height);
        },
      ),
    );
  });

  it('scales pixels with zoom while fractions stay put', () => {
    const box = { x: 0.25, y: 0.5, width: 0.2, height: 0.1 };
    const expectPixels = (zoom: number, want: [number, number, number, number]) => {
      const px = toPixels(box, LETTER, zoom);
      [px.left, px.top, px.width, px.height].forEach((v, i) => close(v, want[i]!));
    };
    expectPixels(1, [204, 528, 163.2, 105.6]);
    expectPixels(2, [408, 1056, 326.4, 211.2]);
    expectPixels(0.5, [102, 264, 81.6, 52.8]);
    const fromZoomed = toFractions(
      { left: 408, top: 1056, width: 326.4, height: 211.2 },
      LETTER,
      2,
    );
    close(fromZoomed.x, 0.25);
    close(fromZoomed.height, 0.1);
  });
});

describe('clampBox', () => {
  const box = { x: 0.4, y: 0.4, width: 0.2, height: 0.1 };

  it('leaves a box inside the page alone', () => {
    expect(clampBox(box)).toEqual(box);
  });

  it('pushes a box back in at each edge', () => {
    expect(clampBox({ ...box, x: -0.3 })).toEqual({ ...box, x: 0 });
    expect(clampBox({ ...box, y: -1 })).toEqual({ ...box, y: 0 });
    expect(clampBox({ ...box, x: 0.95 }).x).toBeCloseTo(0.8, 12);
    expect(clampBox({ ...box, y: 0.99 }).y).toBeCloseTo(0.9, 12);
    expect(clampBox({ ...box, x: 7, y: -7 })).toEqual({ ...box, x: 0.8, y: 0 });
  });

  it('shrinks a box larger than the page to the page', () => {
    expect(clampBox({ x: 0.5, y: -0.2, width: 1.5, height: 2 })).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});

describe('moveBox', () => {
  const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };

  it('moves by the on-screen distance relative to the page as shown', () => {
    // 816 px wide at 100 %: 81.6 px is a tenth of the page; at 200 % it takes 163.2 px.
    const at100 = moveBox(box, 81.6, 105.6, LETTER);
    close(at100.x, 0.2);
    close(at100.y, 0.2);
    const at200 = moveBox(box, 163.2, 211.2, { width: 1632, height: 2112 });
    close(at200.x, 0.2);
    close(at200.y, 0.2);
  });

  it('stops at every edge of the page', () => {
    expect(moveBox(box, -10_000, 0, LETTER).x).toBe(0);
    expect(moveBox(box, 0, -10_000, LETTER).y).toBe(0);
    close(moveBox(box, 10_000, 0, LETTER).x, 0.8);
    close(moveBox(box, 0, 10_000, LETTER).y, 0.9);
    expect(moveBox(box, 10_000, 10_000, LETTER).width).toBe(0.2);
  });

  it('never leaves the page, whatever the drag', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (dx, dy) => isInsidePage(moveBox(box, dx, dy, LETTER)),
      ),
    );
  });

  it('does not move on a page that has no size yet', () => {
    expect(moveBox(box, 50, 50, { width: 0, height: 0 })).toEqual(box);
  });
});

describe('resizeBox', () => {
  const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };
  const AT_200 = { width: 1632, height: 2112 };

  it('moves the bottom-right corner by the on-screen distance, the top-left corner staying put', () => {
    const at100 = resizeBox(box, 81.6, 105.6, LETTER, LETTER);
    expect(at100.x).toBe(0.1);
    expect(at100.y).toBe(0.1);
    close(at100.width, 0.3);
    close(at100.height, 0.2);
    // The same tenth of the page takes twice the pixels at 200 %.
    const at200 = resizeBox(box, 163.2, -105.6, AT_200, LETTER);
    close(at200.width, 0.3);
    close(at200.height, 0.05);
  });

  it('stops at the right and bottom edges of the page', () => {
    const grown = resizeBox(box, 10_000, 10_000, LETTER, LETTER);
    expect(grown).toMatchObject({ x: 0.1, y: 0.1 });
    close(grown.x + grown.width, 1);
    close(grown.y + grown.height, 1);
  });

  it('never shrinks below 12 px of the page at 100 %, whatever the zoom', () => {
    expect(MIN_FIELD_PX).toBe(12);
    for (const shown of [LETTER, AT_200, { width: 408, height: 528 }]) {
      const px = toPixels(resizeBox(box, -10_000, -10_000, shown, LETTER), LETTER);
      close(px.width, MIN_FIELD_PX);
      close(px.height, MIN_FIELD_PX);
    }
  });

  it('measures the minimum on the page’s own size, so it is the same pixels on every page', () => {
    const a4 = displayedPageSize(A4_PT, 90);
    expect(minFieldSize(a4)).toEqual({ width: 12 / a4.width, height: 12 / a4.height });
    // A page smaller than the minimum: the field may fill it, no more.
    expect(minFieldSize({ width: 10, height: 40 })).toEqual({ width: 1, height: 12 / 40 });
  });

  it('brings a too-small box at the page’s edge up to size by moving it back in', () => {
    const tiny = { x: 0.999, y: 0.5, width: 0.001, height: 0.001 };
    const fixed = resizeBox(tiny, 0, 0, LETTER, LETTER);
    expect(isInsidePage(fixed)).toBe(true);
    close(fixed.width, 12 / 816);
    close(fixed.x, 1 - 12 / 816);
    close(fixed.height, 12 / 1056);
  });

  it('never leaves the page or goes below the minimum, whatever the drag', () => {
    const min = minFieldSize(LETTER);
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        (dx, dy, zoom) => {
          const shown = { width: LETTER.width * zoom, height: LETTER.height * zoom };
          const out = resizeBox(box, dx, dy, shown, LETTER);
          return (
            isInsidePage(out) && out.width >= min.width - 1e-12 && out.height >= min.height - 1e-12
          );
        },
      ),
    );
  });

  it('does not resize on a page that has no size yet', () => {
    expect(resizeBox(box, 50, 50, { width: 0, height: 0 }, LETTER)).toEqual(box);
  });
});
