/** The zoom steps the viewer offers, as fractions of 100 %. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** The next step up from any zoom (a fitted zoom sits between steps), or the top step. */
export const zoomIn = (zoom: number): number =>
  ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? MAX_ZOOM;

/** The next step down from any zoom, or the bottom step (a fitted zoom below it stays). */
export const zoomOut = (zoom: number): number =>
  [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? Math.min(zoom, MIN_ZOOM);

/**
 * How small a fitted page may get: below the smallest step, so a page fits a phone's width
 * (a Letter page is 816 px wide at 100 %; a phone leaves about 320 px).
 */
export const MIN_FIT_ZOOM = 0.25;

/**
 * The zoom at which the widest page fills the space available (`available` CSS pixels), up to the
 * top step and down to `MIN_FIT_ZOOM`; 100 % while nothing is measured yet.
 */
export function fitZoom(available: number, widestPage: number): number {
  if (!(available > 0) || !(widestPage > 0)) return 1;
  return Math.min(Math.max(available / widestPage, MIN_FIT_ZOOM), MAX_ZOOM);
}

/** The zoom a document opens at: fitted to the space, but never blown up past 100 %. */
export const initialZoom = (available: number, widestPage: number): number =>
  Math.min(1, fitZoom(available, widestPage));

export const zoomLabel = (zoom: number): string => `${Math.round(zoom * 100)}%`;
