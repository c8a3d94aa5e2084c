import { periodFromParams } from '../lib/period-params';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';
import { useTimesheet } from './get-timesheet';

export const engagementLoadFailed = "Error loading the engagement's workstreams";

/** The overview's period when its URL names none: the same SWR key, so its answer is reused. */
const OVERVIEW_DEFAULT_PERIOD = periodFromParams(new URLSearchParams());

/**
 * The engagement a page's time counts against, for the entry forms: the timesheet view is what
 * answers it, read for the overview's default period so that coming from the overview it is
 * already cached. `settled` once answered or failed; without it time is still logged, with no
 * workstream to choose.
 */
export function usePageEngagement(bookingPageId: string, sub: string) {
  const sheet = useTimesheet(bookingPageId, sub, OVERVIEW_DEFAULT_PERIOD);
  const failed = Boolean(sheet.error) && !sheet.data;
  useLoadFailureToast(engagementLoadFailed, sheet.error, failed);
  return {
    engagement: sheet.data?.bookingPage.engagement ?? null,
    settled: Boolean(sheet.data) || failed,
  };
}
