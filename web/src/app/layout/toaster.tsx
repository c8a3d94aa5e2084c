import { lazy, Suspense, type CSSProperties } from 'react';
import { loadSonner } from '@/lib/toast';
import { useTheme } from './theme';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The toast library's light-theme text colours reach only 3.1–4.4:1 on their tinted backgrounds;
 * these darker shades of the same hues reach at least 4.9:1 (WCAG AA asks 4.5:1). Set on the
 * toaster itself, they win over the library's stylesheet. Its dark-theme colours already pass.
 */
const LIGHT_TOAST_TEXT = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

/**
 * Where toasts appear; loaded after first paint with the toast library itself. Toasts are listed
 * expanded: in the library's collapsed stack the toasts behind the newest fade their text out,
 * and text half-way faded fails the contrast a reader needs (axe color-contrast).
 */
export function AppToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={resolved}
        richColors
        closeButton
        expand
        position="top-right"
        {...(resolved === 'light' ? { style: LIGHT_TOAST_TEXT } : {})}
      />
    </Suspense>
  );
}
