import { lazy, Suspense } from 'react';
import { loadSonner } from '@/lib/toast';
import { useTheme } from './theme';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Where toasts appear; loaded after first paint with the toast library itself. */
export function AppToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={resolved} richColors closeButton position="top-right" />
    </Suspense>
  );
}
