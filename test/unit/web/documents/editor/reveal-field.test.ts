import { describe, expect, it, vi } from 'vitest';
import {
  revealField,
  scrollToShow,
} from '../../../../../web/src/features/documents/lib/editor/reveal-field';

const rect = (top: number, left: number, height: number, width: number) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('scrollToShow', () => {
  const view = rect(100, 0, 500, 400);

  it('does not scroll to a field already in view', () => {
    expect(scrollToShow(rect(200, 50, 40, 100), view)).toEqual({ top: 0, left: 0 });
  });

  it('centres a field below, above or beside the view', () => {
    // Below: its middle (1520) to the view's middle (350).
    expect(scrollToShow(rect(1500, 50, 40, 100), view)).toEqual({ top: 1170, left: 0 });
    expect(scrollToShow(rect(-300, 50, 40, 100), view).top).toBe(-630);
    expect(scrollToShow(rect(200, 500, 40, 100), view)).toEqual({ top: 0, left: 350 });
  });
});

describe('revealField', () => {
  /** A stand-in for the editor's DOM: fields inside the viewer's scroll area. */
  function fakeDom(fieldTop: number) {
    const scroller = { getBoundingClientRect: () => rect(0, 0, 500, 400), scrollBy: vi.fn() };
    const field = (id: string, top: number) => ({
      dataset: { fieldId: id },
      getBoundingClientRect: () => rect(top, 10, 40, 100),
      closest: (selector: string) => (selector === '[role="region"]' ? scroller : null),
    });
    const fields = [field('other', 0), field('a"b', fieldTop)];
    const root = { querySelectorAll: () => fields } as unknown as ParentNode;
    return { root, scroller };
  }

  it('scrolls only the viewer, to the field with that id (any characters)', () => {
    const { root, scroller } = fakeDom(2000);
    revealField(root, 'a"b');
    expect(scroller.scrollBy).toHaveBeenCalledWith({ top: 1770, left: 0 });
  });

  it('leaves the view alone when the field is in view or not found', () => {
    const { root, scroller } = fakeDom(100);
    revealField(root, 'a"b');
    revealField(root, 'missing');
    expect(scroller.scrollBy).not.toHaveBeenCalled();
  });
});
