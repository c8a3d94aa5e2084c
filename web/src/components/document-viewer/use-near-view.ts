import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/** The viewer's scroll area, so a page can tell whether it is near the part in view. */
export const ScrollerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * Whether the element is in view or within a screen of it. Pages render only then, and free
 * their bitmap once far away, so a long document does not hold every page in memory.
 */
export function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const scroller = useContext(ScrollerContext);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { root: scroller?.current ?? null, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, scroller]);
  return near;
}
