import type { TUpdateCalendarParsed } from '@contracts/booking/calendar';
import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

/**
 * Saves changed settings of a booking page with the version they were read at: settings changed
 * meanwhile (another tab) are a 409 with the contract's `changedElsewhere` message.
 */
export const updateCalendar = (id: string, edit: TUpdateCalendarParsed) =>
  callApi(calendarRoutes.updateCalendar, {
    params: { id },
    body: edit,
    schema: calendarRoutes.updateCalendar.response,
  });
