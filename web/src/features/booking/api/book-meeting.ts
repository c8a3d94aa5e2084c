import { ZBooking, type TBookMeetingParsed } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';
import { publicCalendarKey } from './get-public-calendar';

/** Books a time; a time taken meanwhile is a 409 with the contract's message. */
export const bookMeeting = (slug: string, input: TBookMeetingParsed) =>
  apiFetch(`${publicCalendarKey(slug)}/bookings`, {
    method: 'POST',
    body: input,
    anonymous: true,
    schema: ZBooking,
  });
