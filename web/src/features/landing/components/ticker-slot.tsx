/**
 * Placeholder for the scrolling ticker of active messages (spec §2, landing page; CMS issue).
 * It sits between the header and the hero and renders nothing until the ticker is built.
 */
export function TickerSlot() {
  return null;
}
