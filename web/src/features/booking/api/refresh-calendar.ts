import { bookingRoutes } from '@contracts/booking/routes';
import { callApi } from '@/lib/call-api';

/** The server waits 4 s for the providers at most; past this the page lists times regardless. */
const WAIT_MS = 6_000;
/** The server syncs a connection at most every 5 minutes: asking more often gains nothing. */
const ASK_EVERY_MS = 5 * 60_000;

const asked = new Map<string, { at: number; done: Promise<void> }>();

/**
 * Asks the server to sync the page's connected calendars if they are stale, once per page every
 * few minutes, before its free times are listed. Never fails: a failed or slow refresh only
 * means the times come from the last sync.
 */
export function refreshCalendarOnce(slug: string, now = Date.now()): Promise<void> {
  const last = asked.get(slug);
  if (last && now - last.at < ASK_EVERY_MS) return last.done;
  const request = callApi(bookingRoutes.refreshCalendar, {
    params: { slug },
    schema: bookingRoutes.refreshCalendar.response,
  }).then(
    () => undefined,
    () => undefined,
  );
  const done = Promise.race([
    request,
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
  asked.set(slug, { at: now, done });
  return done;
}
