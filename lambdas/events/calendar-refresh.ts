import type { TCalendarRefresh } from '@contracts/booking/public-booking';
import { isAppError } from '../errors';
import { eventHandler } from '../middleware/event-handler';
import { ZCalendarRefreshRequest } from '../ports/calendar-steps';
import { refreshCalendar } from '../services/booking/refresh-calendar';
import { calendarSyncDeps } from './calendar-sync';

/**
 * Invoked by the public booking function before a page's free times are listed
 * (`invocations.ts`): syncs the page's stale connected calendars, with the rights of the sync
 * sweep, so that no anonymous function reads a connection or opens its refresh token. A page
 * paused or deleted since the caller found it has nothing to refresh.
 */
export const handler = eventHandler(
  { deps: calendarSyncDeps },
  async (event: unknown, { deps }): Promise<TCalendarRefresh> => {
    const request = ZCalendarRefreshRequest.parse(event);
    try {
      return await refreshCalendar(deps, request);
    } catch (error) {
      if (isAppError(error) && error.status === 404) return { synced: 0, fresh: false };
      throw error;
    }
  },
);
