import type { TBooking } from '@contracts/booking/public-booking';

/**
 * The visitor's own copy of the meeting they just booked, for "Add to calendar": an iCalendar
 * file (RFC 5545) with the same UID as the invite mailed to them (`meeting-invite.ts`), so the
 * mailed invite and any later change or cancellation update this very event rather than add a
 * second one. The generator loads only when the visitor asks for the file.
 */
export async function bookedMeetingFile(
  booking: Pick<TBooking, 'id' | 'startTime' | 'endTime' | 'bookingPageName'>,
  where: string,
  now = new Date(),
): Promise<string> {
  const { default: ical } = await import('ical-generator');
  const calendar = ical({ prodId: { company: 'vCISO Hub', product: 'Booking', language: 'EN' } });
  calendar.createEvent({
    id: `${booking.id}@vcisohub`,
    sequence: 0,
    stamp: now,
    start: new Date(booking.startTime),
    end: new Date(booking.endTime),
    summary: booking.bookingPageName,
    ...(where ? { location: where } : {}),
    description:
      'Booked on vCISO Hub. Your confirmation email has the details and your link to cancel or move the meeting.',
  });
  // RFC 5545 ends every content line, the last included, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** The visitor's "manage booking" page for a link's token, the token in the fragment. */
export const manageBookingPath = (token: string) => `/book/cancel#${token}`;

/** A file name from the page's name: letters, digits and hyphens, then `.ics`. */
export const bookedMeetingFileName = (bookingPageName: string): string =>
  `${
    bookingPageName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase() || 'meeting'
  }.ics`;
