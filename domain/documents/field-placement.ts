import {
  DEFAULT_FIELD_SIZES,
  FIELD_START,
  FIELD_STEP,
  type TFieldType,
} from '@contracts/documents/fields';
import {
  defaultFieldBox,
  toFractions,
  toPixels,
  type PageSize,
  type PixelBox,
} from './field-geometry';
import type { FractionBox } from './page-geometry';

/**
 * Where a new field goes so that it covers no field already on its page. Fields added one after
 * the other used to land 20 px apart on one spot, a pile the sender had to pull apart. Now the
 * first goes to the spec's start (100 px from the top-left corner at 100 % zoom); each next one
 * to the first free spot after it, reading the page like text: along the row in 20 px steps, then
 * the next row down. A page with no free spot left falls back to the spec's offset position.
 */

/** Pixels kept clear around a field, so two fields never touch. */
export const FIELD_GAP_PX = 8;

const overlaps = (a: PixelBox, b: PixelBox, gap: number) =>
  a.left < b.left + b.width + gap &&
  b.left < a.left + a.width + gap &&
  a.top < b.top + b.height + gap &&
  b.top < a.top + a.height + gap;

export function freeFieldBox(
  type: TFieldType,
  page: PageSize,
  taken: readonly FractionBox[],
): FractionBox {
  const size = DEFAULT_FIELD_SIZES[type];
  const occupied = taken.map((box) => toPixels(box, page));
  for (let top = FIELD_START; top + size.height <= page.height; top += FIELD_STEP) {
    for (let left = FIELD_START; left + size.width <= page.width; left += FIELD_STEP) {
      const spot = { left, top, width: size.width, height: size.height };
      if (!occupied.some((box) => overlaps(spot, box, FIELD_GAP_PX)))
        return toFractions(spot, page);
    }
  }
  return defaultFieldBox(type, taken.length, page);
}
