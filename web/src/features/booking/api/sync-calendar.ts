import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

/** Sync Now: pulls every connected calendar's events; answers what changed. */
export const syncCalendar = (calendarId: string) =>
  callApi(calendarRoutes.syncCalendar, {
    params: { id: calendarId },
    schema: calendarRoutes.syncCalendar.response,
  });
