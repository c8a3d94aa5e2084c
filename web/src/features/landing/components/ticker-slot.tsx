import { lazy, Suspense } from 'react';

// The ticker shows only once its messages have loaded, so its code (the strip and the live
// WebSocket client) need not delay the first paint: it loads right after, as a small chunk of its
// own. If that chunk fails to load, there is no ticker.
const Ticker = lazy(() =>
  import('@/features/ticker/landing-ticker').then(
    (m) => ({ default: m.Ticker }),
    () => ({ default: () => null }),
  ),
);

/** The scrolling ticker of active messages, between the header and the hero (spec §2). */
export function TickerSlot() {
  return (
    <Suspense fallback={null}>
      <Ticker />
    </Suspense>
  );
}
