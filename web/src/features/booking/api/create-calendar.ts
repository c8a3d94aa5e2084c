import { ZCalendar, type TCreateCalendarParsed } from '@contracts/booking/calendar';
import { apiFetch } from '@/lib/api-client';
import { calendarsKey } from './get-calendars';

/** Creates a booking page; a taken slug is a 409 with the contract's message. */
export const createCalendar = (input: TCreateCalendarParsed) =>
  apiFetch(calendarsKey, { method: 'POST', body: input, schema: ZCalendar });
