/**
 * Where a placed field lands on a PDF page. The editor stores a field as fractions of the page as
 * the reader sees it: the page's own /Rotate applied, origin at the top-left, y growing down. A
 * PDF draws in the unrotated user space of the page's visible box (CropBox, else MediaBox), with
 * the origin at the bottom-left and y growing up, and a box that need not start at (0, 0). These
 * rules translate one into the other, so a stamp appears exactly where the signer saw the field,
 * reads upright, and keeps its place on any page size or rotation.
 */

export type PageRotation = 0 | 90 | 180 | 270;

/** A rectangle in PDF user space: lower-left corner and size, in points. */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box as fractions (0..1) of the displayed page, from its top-left corner. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPoint {
  x: number;
  y: number;
}

/** The page as a PDF describes it: its visible box and its /Rotate. */
export interface PageFrame {
  box: PdfRect;
  rotation: PageRotation;
}

/**
 * Any /Rotate value as one of the four a page can have: PDF allows any multiple of 90, negative
 * ones included (-90 is 270). Anything else is treated as unrotated, as readers do.
 */
export function normalizeRotation(degrees: number): PageRotation {
  if (!Number.isFinite(degrees) || degrees % 90 !== 0) return 0;
  return (((degrees % 360) + 360) % 360) as PageRotation;
}

/** The page's size as the reader sees it: width and height swap on a quarter turn. */
export function displayedSize(frame: PageFrame): { width: number; height: number } {
  const { width, height } = frame.box;
  return frame.rotation === 90 || frame.rotation === 270
    ? { width: height, height: width }
    : { width, height };
}

/**
 * A point given as fractions of the displayed page (u across from the left, v down from the top)
 * in user space. /Rotate turns the page clockwise for display, so e.g. at 90° the displayed
 * top-left corner is the box's bottom-left and "across" runs up the box.
 */
export function toUserPoint(frame: PageFrame, u: number, v: number): PdfPoint {
  const { x, y, width, height } = frame.box;
  switch (frame.rotation) {
    case 0:
      return { x: x + u * width, y: y + (1 - v) * height };
    case 90:
      return { x: x + v * width, y: y + u * height };
    case 180:
      return { x: x + (1 - u) * width, y: y + v * height };
    case 270:
      return { x: x + (1 - v) * width, y: y + (1 - u) * height };
  }
}

/** The field's area in user space (unrotated lower-left corner and size), e.g. for a border. */
export function fieldRect(frame: PageFrame, field: FractionBox): PdfRect {
  const a = toUserPoint(frame, field.x, field.y);
  const b = toUserPoint(frame, field.x + field.width, field.y + field.height);
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * How to draw into the field so the result reads upright on the displayed page: start at
 * `origin` (the field's displayed bottom-left corner, in user space), lay out `width` × `height`
 * points along the displayed axes, and rotate by `rotate` degrees counter-clockwise about the
 * origin (PDF's sense), which undoes the page's clockwise display rotation.
 */
export interface UprightPlacement {
  origin: PdfPoint;
  width: number;
  height: number;
  rotate: PageRotation;
}

export function uprightPlacement(frame: PageFrame, field: FractionBox): UprightPlacement {
  const size = displayedSize(frame);
  return {
    origin: toUserPoint(frame, field.x, field.y + field.height),
    width: field.width * size.width,
    height: field.height * size.height,
    rotate: frame.rotation,
  };
}

/**
 * The user-space point `dx` across and `dy` up from the placement's origin, along the displayed
 * axes: for drawing something smaller than the field, such as a centred signature.
 */
export function placementPoint(placement: UprightPlacement, dx: number, dy: number): PdfPoint {
  const rad = (placement.rotate * Math.PI) / 180;
  const cos = Math.round(Math.cos(rad));
  const sin = Math.round(Math.sin(rad));
  return {
    x: placement.origin.x + dx * cos - dy * sin,
    y: placement.origin.y + dx * sin + dy * cos,
  };
}
