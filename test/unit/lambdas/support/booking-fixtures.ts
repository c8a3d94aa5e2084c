import type { TMeeting } from '@contracts/booking/meeting';
import {
  toBookingPageItem,
  type BookingPageItem,
  type NewBookingPage,
} from '../../../../lambdas/services/booking-pages/booking-page-item';

/** The booking page `cal-1` of `owner-sub` that the booking tests share, with their changes. */
export const advisoryPage = (fields: Partial<NewBookingPage> = {}): BookingPageItem =>
  toBookingPageItem({
    id: 'cal-1',
    userId: 'owner-sub',
    name: 'Advisory call',
    description: '',
    slug: 'advisory',
    defaultMeetingDuration: 30,
    bufferTime: 0,
    timeZone: 'Europe/Paris',
    availability: [],
    createdAt: '2029-01-01T00:00:00.000Z',
    ...fields,
  });

/** A visitor's booking on that page, with the test's changes. */
export const bookedMeeting = (fields: Partial<TMeeting> = {}): TMeeting => ({
  id: 'meeting-1',
  bookingPageId: 'cal-1',
  connectionId: null,
  title: 'Meeting with Ada Lovelace',
  startTime: '2030-01-07T09:00:00.000Z',
  endTime: '2030-01-07T09:30:00.000Z',
  attendeeName: 'Ada Lovelace',
  attendeeEmail: 'ada@example.com',
  status: 'scheduled',
  source: 'booking',
  platform: 'google_meet',
  notes: null,
  createdAt: '2029-12-31T08:00:00.000Z',
  ...fields,
});
