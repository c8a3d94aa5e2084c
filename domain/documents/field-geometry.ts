import {
  DEFAULT_FIELD_SIZES,
  FIELD_START,
  FIELD_STEP,
  type TFieldType,
} from '@contracts/documents/fields';
import { normalizeRotation, type FractionBox, type PageRotation } from './page-geometry';

/**
 * Where a field sits on the page the sender and the signers look at. A field is stored as
 * fractions of its page as displayed (the page's own /Rotate applied, origin top-left, y down),
 * so it keeps its place at any zoom, on any page size and on a rotated page; `page-geometry.ts`
 * turns the same fractions into PDF user space for the sealed copy. The spec gives default sizes
 * and start positions in CSS pixels of a page shown at 100 % zoom; these rules turn them into
 * fractions and turn a drag or a resize on screen back into fractions, always keeping the box on
 * its page.
 */

/** CSS pixels per PDF point at 100 % zoom (96 px per inch over 72 pt per inch), as PDF viewers do. */
export const CSS_PX_PER_POINT = 96 / 72;

/** A page's size as displayed at 100 % zoom, in CSS pixels. */
export interface PageSize {
  width: number;
  height: number;
}

/** A box in CSS pixels from the displayed page's top-left corner. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The displayed size at 100 % zoom of a PDF page whose visible box is `width` × `height` points
 * and whose /Rotate is `rotation`: a quarter turn swaps width and height.
 */
export function displayedPageSize(
  points: { width: number; height: number },
  rotation: number,
): PageSize {
  const turn: PageRotation = normalizeRotation(rotation);
  const width = points.width * CSS_PX_PER_POINT;
  const height = points.height * CSS_PX_PER_POINT;
  return turn === 90 || turn === 270 ? { width: height, height: width } : { width, height };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The box moved back onto its page: a box larger than the page shrinks to the page, then each
 * edge that sticks out is pushed back in; a box already inside is unchanged.
 */
export function clampBox(box: FractionBox): FractionBox {
  const width = clamp(box.width, 0, 1);
  const height = clamp(box.height, 0, 1);
  return {
    x: clamp(box.x, 0, 1 - width),
    y: clamp(box.y, 0, 1 - height),
    width,
    height,
  };
}

/** A box in pixels of a page shown at `zoom` (1 = 100 %) as fractions of that page. */
export function toFractions(px: PixelBox, page: PageSize, zoom = 1): FractionBox {
  const w = page.width * zoom;
  const h = page.height * zoom;
  return { x: px.left / w, y: px.top / h, width: px.width / w, height: px.height / h };
}

/** Fractions of a page as pixels of that page shown at `zoom` (1 = 100 %). */
export function toPixels(box: FractionBox, page: PageSize, zoom = 1): PixelBox {
  const w = page.width * zoom;
  const h = page.height * zoom;
  return { left: box.x * w, top: box.y * h, width: box.width * w, height: box.height * h };
}

/**
 * Where a new field goes (spec §9): its type's default size, its top-left corner at 100 px plus
 * 20 px for each field already placed, both in pixels of the page at 100 % zoom; kept on the page
 * (a long run of fields or a small page pushes it back inside rather than off the edge).
 */
export function defaultFieldBox(type: TFieldType, placed: number, page: PageSize): FractionBox {
  const start = FIELD_START + FIELD_STEP * Math.max(0, placed);
  const size = DEFAULT_FIELD_SIZES[type];
  return clampBox(
    toFractions({ left: start, top: start, width: size.width, height: size.height }, page),
  );
}

/**
 * The box moved by `dx`, `dy` pixels as seen on screen on a page that is `shown` pixels large at
 * the moment (any zoom), kept on the page. Dragging and the arrow keys both move through this.
 */
export function moveBox(
  box: FractionBox,
  dx: number,
  dy: number,
  shown: { width: number; height: number },
): FractionBox {
  if (shown.width <= 0 || shown.height <= 0) return clampBox(box);
  return clampBox({ ...box, x: box.x + dx / shown.width, y: box.y + dy / shown.height });
}

/**
 * The smallest a field may be made, in CSS pixels of its page at 100 % zoom (9 pt on the sealed
 * PDF): about the least that still shows a tick of initials or a short date, and still leaves the
 * sender a corner to grab. In pixels rather than a fraction so it is the same on every page size.
 */
export const MIN_FIELD_PX = 12;

/** `MIN_FIELD_PX` as fractions of `page` (at 100 % zoom); never more than the whole page. */
export function minFieldSize(page: PageSize): { width: number; height: number } {
  return {
    width: page.width > 0 ? Math.min(1, MIN_FIELD_PX / page.width) : 1,
    height: page.height > 0 ? Math.min(1, MIN_FIELD_PX / page.height) : 1,
  };
}

/**
 * The box with its bottom-right corner moved by `dx`, `dy` pixels as seen on screen on a page that
 * is `shown` pixels large at the moment, its top-left corner kept where it is. `page` is the same
 * page at 100 % zoom, which the minimum size is measured on. The box never grows past the page's
 * right or bottom edge and never shrinks below `MIN_FIELD_PX`; a box already against an edge and
 * too small is nudged back in rather than left off the page. The resize handle and Alt + the
 * arrow keys both resize through this.
 */
export function resizeBox(
  box: FractionBox,
  dx: number,
  dy: number,
  shown: { width: number; height: number },
  page: PageSize,
): FractionBox {
  const start = clampBox(box);
  if (shown.width <= 0 || shown.height <= 0) return start;
  const min = minFieldSize(page);
  const width = Math.max(min.width, Math.min(start.width + dx / shown.width, 1 - start.x));
  const height = Math.max(min.height, Math.min(start.height + dy / shown.height, 1 - start.y));
  // The corner stays exactly where it was unless the minimum no longer fits (`1 - (1 - x)` is not
  // always `x` in floating point, so clamping it anyway would creep it by a rounding step).
  return {
    x: width > 1 - start.x ? 1 - width : start.x,
    y: height > 1 - start.y ? 1 - height : start.y,
    width,
    height,
  };
}

/** Whether the box lies on its page (the rule the API applies to saved fields). */
export const isInsidePage = (box: FractionBox, tolerance = 1e-9): boolean =>
  box.x >= 0 &&
  box.y >= 0 &&
  box.width > 0 &&
  box.height > 0 &&
  box.x + box.width <= 1 + tolerance &&
  box.y + box.height <= 1 + tolerance;
