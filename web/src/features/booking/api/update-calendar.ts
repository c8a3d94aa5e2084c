import { ZCalendar, type TUpdateCalendarParsed } from '@contracts/booking/calendar';
import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

/**
 * Saves changed settings of a booking page with the version they were read at: settings changed
 * meanwhile (another tab) are a 409 with the contract's `changedElsewhere` message.
 */
export const updateCalendar = (id: string, edit: TUpdateCalendarParsed) =>
  apiFetch(calendarKey(id), { method: 'PATCH', body: edit, schema: ZCalendar });
