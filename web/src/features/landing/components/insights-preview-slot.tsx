/**
 * Placeholder for the Insights Hub preview (spec §2: the section after the platform features,
 * up to three published articles). It renders nothing until the CMS issue fills it; when the list
 * is empty or fails to load the section stays hidden, so "nothing" is also a valid final state.
 */
export function InsightsPreviewSlot() {
  return null;
}
