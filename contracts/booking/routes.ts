import { defineRoutes } from '../route';
import { ZBookingByToken, ZCancelBooking } from './cancel-booking';
import { ZRangeQuery } from './meeting';
import { ZRescheduleMeeting } from './meeting-changes';
import {
  bookingMessages,
  ZBooking,
  ZBookMeeting,
  ZCalendarRefresh,
  ZPublicBookingPage,
  ZPublicSlugParams,
  ZSlotList,
} from './public-booking';

/**
 * Public booking: the page behind /book/{slug}, its free times, and booking one; then the
 * visitor's personal link (mailed with the confirmation) to see, cancel or move the meeting.
 * Personal links send their token in a header (`contracts/link-token.ts`), never the path.
 */
export const bookingRoutes = defineRoutes('booking', {
  getPublicBookingPage: {
    method: 'GET',
    path: '/api/public/booking-pages/{slug}',
    access: 'public',
    summary: 'A booking page as visitors see it (an unknown or paused one is not found)',
    // Anything that cannot be a slug is simply a link that does not exist.
    params: ZPublicSlugParams,
    notFound: bookingMessages.notFound,
    response: ZPublicBookingPage,
  },
  listFreeSlots: {
    method: 'GET',
    path: '/api/public/booking-pages/{slug}/slots',
    access: 'public',
    summary: "A booking page's free start times in a period, ascending, in UTC",
    params: ZPublicSlugParams,
    notFound: bookingMessages.notFound,
    query: ZRangeQuery,
    response: ZSlotList,
  },
  // A write, so not in the read-only function: syncs the page's stale connected calendars.
  refreshCalendar: {
    method: 'POST',
    path: '/api/public/booking-pages/{slug}/refresh',
    access: 'public',
    summary: "Syncs a booking page's connected calendars when their last sync is a few minutes old",
    params: ZPublicSlugParams,
    notFound: bookingMessages.notFound,
    response: ZCalendarRefresh,
  },
  bookMeeting: {
    method: 'POST',
    path: '/api/public/booking-pages/{slug}/bookings',
    access: 'public',
    summary: 'Books a free time on a booking page (a retry with the same key answers it again)',
    params: ZPublicSlugParams,
    notFound: bookingMessages.notFound,
    body: ZBookMeeting,
    response: ZBooking,
    status: 201,
  },
  getByLink: {
    method: 'GET',
    path: '/api/public/bookings/by-link',
    access: 'public',
    summary: "The meeting behind a visitor's personal link (its token in the link-token header)",
    response: ZBookingByToken,
  },
  // 204 once cancelled; the mails to both sides follow from `MeetingCancelled` (the outbox).
  cancelByLink: {
    method: 'POST',
    path: '/api/public/bookings/by-link/cancel',
    access: 'public',
    summary: "Cancels the meeting behind a visitor's personal link, with an optional reason",
    body: ZCancelBooking,
  },
  // The visitor moves their meeting by the same link: the free times it may move to, and the move.
  listRescheduleSlots: {
    method: 'GET',
    path: '/api/public/bookings/by-link/slots',
    access: 'public',
    summary: "The free times in a period that a personal link's meeting may move to",
    query: ZRangeQuery,
    response: ZSlotList,
  },
  rescheduleByLink: {
    method: 'POST',
    path: '/api/public/bookings/by-link/reschedule',
    access: 'public',
    summary: "Moves the meeting behind a visitor's personal link to another free time",
    body: ZRescheduleMeeting,
    response: ZBookingByToken,
  },
});
