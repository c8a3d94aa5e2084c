/** The edges of a box on screen, as `getBoundingClientRect` gives them. */
export interface ScreenRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How far along one axis `view` must scroll to show the span `start`..`end`: 0 if it already does. */
function axisDelta(start: number, end: number, viewStart: number, viewEnd: number): number {
  if (start >= viewStart && end <= viewEnd) return 0;
  // Centred, so the field is seen with some of the page around it rather than at the very edge.
  return (start + end) / 2 - (viewStart + viewEnd) / 2;
}

/** How far to scroll `view` so that `item` is in it, on each axis (0 where it is already seen). */
export function scrollToShow(item: ScreenRect, view: ScreenRect): { top: number; left: number } {
  return {
    top: axisDelta(item.top, item.bottom, view.top, view.bottom),
    left: axisDelta(item.left, item.right, view.left, view.right),
  };
}

/**
 * Scrolls the document viewer to the field `id` (after it moved to another page). Only the
 * viewer's own scroll area (its labelled region) moves, not the window: the sender is working in
 * the fields' list, which must stay where it is. Compared by `dataset` rather than a selector, so
 * any id the API holds works without escaping.
 */
export function revealField(root: ParentNode, id: string): void {
  const field = Array.from(root.querySelectorAll<HTMLElement>('[data-field-id]')).find(
    (el) => el.dataset.fieldId === id,
  );
  const scroller = field?.closest<HTMLElement>('[role="region"]');
  if (!field || !scroller) return;
  const by = scrollToShow(field.getBoundingClientRect(), scroller.getBoundingClientRect());
  if (by.top !== 0 || by.left !== 0) scroller.scrollBy({ top: by.top, left: by.left });
}
