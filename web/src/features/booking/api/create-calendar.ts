import type { TCreateCalendarParsed } from '@contracts/booking/calendar';
import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

/** Creates a booking page; a taken slug is a 409 with the contract's message. */
export const createCalendar = (input: TCreateCalendarParsed) =>
  callApi(calendarRoutes.createCalendar, {
    body: input,
    schema: calendarRoutes.createCalendar.response,
  });
