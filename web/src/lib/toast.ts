import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Show = (title: string, data?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;
/** sonner loads after first paint (about 9 KiB gzipped the landing page does not need to render). */
export const loadSonner = () => (sonner ??= import('sonner'));

const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (title, data) => {
    // sonner replays toasts created before its Toaster subscribed, so order of loading is safe.
    void loadSonner().then(({ toast }) => toast[kind](title, data));
  };

/** Takes every toast on the screen away, e.g. a failure's that a later success has made stale. */
const dismissAll = () => {
  void loadSonner().then(({ toast }) => toast.dismiss());
};

/** The app's toasts (spec §8): every feature imports this, never sonner itself. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismissAll,
};
