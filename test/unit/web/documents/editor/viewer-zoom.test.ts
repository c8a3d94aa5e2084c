import { describe, expect, it } from 'vitest';
import {
  fitZoom,
  initialZoom,
  MAX_ZOOM,
  MIN_FIT_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomLabel,
  zoomOut,
} from '../../../../../web/src/components/document-viewer/zoom';

describe('document viewer zoom', () => {
  it('steps up and down through the steps, also from a fitted zoom between them', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(0.8)).toBe(1);
    expect(zoomOut(0.8)).toBe(0.75);
  });

  it('stays within its range', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(fitZoom(10_000, 100)).toBe(MAX_ZOOM);
    expect(fitZoom(10, 1000)).toBe(MIN_FIT_ZOOM);
  });

  it('fits a page to a phone by default, below the smallest step, and zooms out no further', () => {
    // A Letter page (816 px) in the 311 px a 375 px phone leaves.
    const phone = initialZoom(311, 816);
    expect(phone).toBeCloseTo(311 / 816, 12);
    expect(phone).toBeLessThan(MIN_ZOOM);
    expect(816 * phone).toBeLessThanOrEqual(311);
    expect(zoomOut(phone)).toBe(phone);
    expect(zoomIn(phone)).toBe(MIN_ZOOM);
  });

  it('fits the widest page to the space, and opens no larger than 100 %', () => {
    expect(fitZoom(612, 816)).toBeCloseTo(0.75, 12);
    expect(initialZoom(612, 816)).toBeCloseTo(0.75, 12);
    expect(fitZoom(1632, 816)).toBe(2);
    expect(initialZoom(1632, 816)).toBe(1);
    // Nothing measured yet: 100 %.
    expect(fitZoom(0, 816)).toBe(1);
    expect(fitZoom(600, 0)).toBe(1);
  });

  it('labels the zoom in percent', () => {
    expect(zoomLabel(0.7623)).toBe('76%');
    expect(zoomLabel(1)).toBe('100%');
  });
});
