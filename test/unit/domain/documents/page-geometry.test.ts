import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayedSize,
  fieldRect,
  normalizeRotation,
  placementPoint,
  toUserPoint,
  uprightPlacement,
  type PageFrame,
  type PageRotation,
} from '@domain/documents/page-geometry';

const A4 = { x: 0, y: 0, width: 595, height: 842 };
const frame = (rotation: PageRotation, box = A4): PageFrame => ({ box, rotation });

/**
 * What a reader shows: a user-space point as fractions of the displayed page, worked out the way
 * a viewer does it (flip y to a top-left origin, then turn the picture clockwise a quarter at a
 * time), independently of the code under test.
 */
function displayedFraction(f: PageFrame, px: number, py: number): { u: number; v: number } {
  let dx = px - f.box.x;
  let dy = f.box.y + f.box.height - py;
  let w = f.box.width;
  let h = f.box.height;
  for (let turn = 0; turn < f.rotation / 90; turn++) {
    [dx, dy] = [h - dy, dx];
    [w, h] = [h, w];
  }
  return { u: dx / w, v: dy / h };
}

const rotations: PageRotation[] = [0, 90, 180, 270];

describe('page geometry', () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [450, 90],
    [180, 180],
    [270, 270],
    [45, 0],
    [Number.NaN, 0],
  ])('reads /Rotate %s as %s', (given, expected) => {
    expect(normalizeRotation(given)).toBe(expected);
  });

  it('swaps width and height on a quarter turn', () => {
    expect(displayedSize(frame(0))).toEqual({ width: 595, height: 842 });
    expect(displayedSize(frame(90))).toEqual({ width: 842, height: 595 });
    expect(displayedSize(frame(180))).toEqual({ width: 595, height: 842 });
    expect(displayedSize(frame(270))).toEqual({ width: 842, height: 595 });
  });

  // The displayed top-left corner of each rotation, on a box that does not start at (0, 0).
  it.each([
    [0, { x: 10, y: 820 }],
    [90, { x: 10, y: 20 }],
    [180, { x: 610, y: 20 }],
    [270, { x: 610, y: 820 }],
  ] as const)(
    'puts the displayed top-left corner of a %s° page where a reader shows it',
    (r, p) => {
      const box = { x: 10, y: 20, width: 600, height: 800 };
      expect(toUserPoint(frame(r, box), 0, 0)).toEqual(p);
    },
  );

  it('maps an unrotated field to the box measured from the top', () => {
    // A signature field 200 × 60 pt at 100 pt from the left and top of a Letter page.
    const letter = { x: 0, y: 0, width: 612, height: 792 };
    const rect = fieldRect(frame(0, letter), {
      x: 100 / 612,
      y: 100 / 792,
      width: 200 / 612,
      height: 60 / 792,
    });
    expect(rect.x).toBeCloseTo(100);
    expect(rect.y).toBeCloseTo(792 - 160);
    expect(rect.width).toBeCloseTo(200);
    expect(rect.height).toBeCloseTo(60);
  });

  it('scales the same fractions to any page size', () => {
    const field = { x: 0.25, y: 0.5, width: 0.5, height: 0.1 };
    for (const box of [A4, { x: 0, y: 0, width: 1190, height: 1684 }]) {
      const rect = fieldRect(frame(0, box), field);
      expect(rect.x / box.width).toBeCloseTo(0.25);
      expect(rect.width / box.width).toBeCloseTo(0.5);
      expect(rect.height / box.height).toBeCloseTo(0.1);
      expect((box.height - rect.y - rect.height) / box.height).toBeCloseTo(0.5);
    }
  });

  it('keeps the field on the same displayed spot for every rotation and box origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rotations),
        fc.record({
          x: fc.integer({ min: -500, max: 500 }),
          y: fc.integer({ min: -500, max: 500 }),
          width: fc.integer({ min: 50, max: 2000 }),
          height: fc.integer({ min: 50, max: 2000 }),
        }),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        (rotation, box, x, y, width, height) => {
          const f = frame(rotation, box);
          const rect = fieldRect(f, { x, y, width, height });
          const corners = [
            displayedFraction(f, rect.x, rect.y),
            displayedFraction(f, rect.x + rect.width, rect.y + rect.height),
          ];
          const us = corners.map((c) => c.u);
          const vs = corners.map((c) => c.v);
          expect(Math.min(...us)).toBeCloseTo(x, 9);
          expect(Math.max(...us)).toBeCloseTo(x + width, 9);
          expect(Math.min(...vs)).toBeCloseTo(y, 9);
          expect(Math.max(...vs)).toBeCloseTo(y + height, 9);
          // Inside the visible box.
          expect(rect.x).toBeGreaterThanOrEqual(box.x - 1e-9);
          expect(rect.y).toBeGreaterThanOrEqual(box.y - 1e-9);
          expect(rect.x + rect.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
          expect(rect.y + rect.height).toBeLessThanOrEqual(box.y + box.height + 1e-9);
        },
      ),
    );
  });

  it.each(rotations)('draws upright on a %s° page: origin at the displayed bottom-left', (r) => {
    const box = { x: 36, y: 18, width: 612, height: 792 };
    const f = frame(r, box);
    const field = { x: 0.1, y: 0.2, width: 0.3, height: 0.05 };
    const placed = uprightPlacement(f, field);
    const size = displayedSize(f);
    expect(placed.rotate).toBe(r);
    expect(placed.width).toBeCloseTo(0.3 * size.width);
    expect(placed.height).toBeCloseTo(0.05 * size.height);
    const seen = displayedFraction(f, placed.origin.x, placed.origin.y);
    expect(seen.u).toBeCloseTo(0.1);
    expect(seen.v).toBeCloseTo(0.25);
    // Drawing "right" from the origin (rotated counter-clockwise by `rotate`) runs right on screen.
    const rad = (r * Math.PI) / 180;
    const along = displayedFraction(
      f,
      placed.origin.x + Math.cos(rad) * placed.width,
      placed.origin.y + Math.sin(rad) * placed.width,
    );
    expect(along.u).toBeCloseTo(0.4);
    expect(along.v).toBeCloseTo(0.25);
    // And "up" runs up on screen, to the field's top edge.
    const up = displayedFraction(
      f,
      placed.origin.x - Math.sin(rad) * placed.height,
      placed.origin.y + Math.cos(rad) * placed.height,
    );
    expect(up.u).toBeCloseTo(0.1);
    expect(up.v).toBeCloseTo(0.2);
  });

  it.each(rotations)('offsets inside the field along the displayed axes on a %s° page', (r) => {
    const f = frame(r, { x: 5, y: 7, width: 600, height: 800 });
    const field = { x: 0.2, y: 0.3, width: 0.4, height: 0.1 };
    const placed = uprightPlacement(f, field);
    // The field's centre, reached by half its width across and half its height up.
    const centre = placementPoint(placed, placed.width / 2, placed.height / 2);
    const seen = displayedFraction(f, centre.x, centre.y);
    expect(seen.u).toBeCloseTo(0.4);
    expect(seen.v).toBeCloseTo(0.35);
  });
});
