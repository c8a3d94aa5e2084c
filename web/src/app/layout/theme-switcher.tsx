import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { THEME_TRIGGER_LABEL, ThemeTriggerIcon, setStandInFocused } from './theme-trigger';

/*
 * The Radix dropdown (with its positioning and focus code) is about 27 KB gzipped, a fifth of the
 * landing page's JavaScript budget. It is not needed for first paint, so a look-alike button renders
 * first and the menu's chunk loads right after; pressing the button earlier loads it and opens it.
 */
const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadMenu);

export function ThemeSwitcher() {
  const [load, setLoad] = useState(false);
  const [openNow, setOpenNow] = useState(false);

  useEffect(() => {
    const start = () => setLoad(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, []);

  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={THEME_TRIGGER_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      title={THEME_TRIGGER_LABEL}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => {
        setStandInFocused(true);
        void loadMenu();
      }}
      onBlur={() => setStandInFocused(false)}
      onClick={() => {
        setOpenNow(true);
        setLoad(true);
      }}
    >
      <ThemeTriggerIcon />
    </Button>
  );

  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu openNow={openNow} />
    </Suspense>
  );
}
