import { lazy, Suspense } from 'react';

// Below the fold, and it brings the markdown renderer: a chunk of its own, loaded after the
// landing page has rendered. If even that chunk fails to load, the section stays hidden.
const InsightsPreview = lazy(() =>
  import('@/features/articles/landing-preview').then(
    (m) => ({ default: m.InsightsPreview }),
    () => ({ default: () => null }),
  ),
);

/**
 * The Insights Hub preview (spec §2: the fourth section, after the platform features): up to three
 * published articles. Hidden when the list is empty or fails to load.
 */
export function InsightsPreviewSlot() {
  return (
    <Suspense fallback={null}>
      <InsightsPreview />
    </Suspense>
  );
}
