import * as z from 'zod';
import {
  bookingPageMessages,
  ZBookingPage,
  ZBookingPageList,
  ZBookingPageListQuery,
  ZBookingPageParams,
  ZCreateBookingPage,
  ZDeletionImpact,
  ZUpdateBookingPage,
} from '../booking/booking-page';
import {
  connectionMessages,
  OAUTH_PROVIDERS,
  ZCalendarProviders,
  ZConnection,
  ZConnectionList,
  ZConnectionListQuery,
  ZConnectionParams,
  ZCreateLocalConnection,
  ZOAuthStart,
  ZSyncResult,
} from '../booking/connection';
import {
  ZDateOverride,
  ZDateOverrideList,
  ZOverrideDate,
  ZPutDateOverride,
} from '../booking/date-override';
import {
  meetingMessages,
  ZCreateMeeting,
  ZMeeting,
  ZMeetingList,
  ZMeetingListQuery,
  ZRangeQuery,
} from '../booking/meeting';
import { ZCancelMeeting, ZMeetingParams, ZRescheduleMeeting } from '../booking/meeting-changes';
import { ZSlotList } from '../booking/public-booking';
import { defineRoutes } from '../route';

/** `{id}` names a booking page: one that cannot exist is not found, like another owner's. */
const bookingPageNotFound = bookingPageMessages.notFound;

/** `{date}` of an override: a real calendar date, `YYYY-MM-DD`; anything else is a 400. */
const ZDateOverrideParams = z.object({ id: z.uuid(), date: ZOverrideDate });

const ZOAuthParams = z.object({ id: z.uuid(), provider: z.enum(OAUTH_PROVIDERS) });

/**
 * Booking pages: each owner's calendars, their meetings and connected calendars. Every route is
 * the signed-in owner's own: another owner's page is not found.
 */
export const bookingPageRoutes = defineRoutes('booking-pages', {
  list: {
    method: 'GET',
    path: '/api/booking-pages',
    access: 'user',
    summary: "The owner's booking pages, newest first, a page at a time",
    query: ZBookingPageListQuery,
    response: ZBookingPageList,
  },
  create: {
    method: 'POST',
    path: '/api/booking-pages',
    access: 'user',
    summary: 'Creates a booking page (a taken slug is a 409)',
    body: ZCreateBookingPage,
    response: ZBookingPage,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/booking-pages/{id}',
    access: 'user',
    summary: "One of the owner's booking pages with its settings",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZBookingPage,
  },
  update: {
    method: 'PATCH',
    path: '/api/booking-pages/{id}',
    access: 'user',
    summary: 'Saves changed settings of a booking page, refused over a newer change',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZUpdateBookingPage,
    response: ZBookingPage,
  },
  remove: {
    method: 'DELETE',
    path: '/api/booking-pages/{id}',
    access: 'user',
    summary: 'Deletes a booking page, cancelling its upcoming bookings',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
  },
  getDeletionImpact: {
    method: 'GET',
    path: '/api/booking-pages/{id}/deletion-impact',
    access: 'user',
    summary: 'What deleting the booking page would cancel, remove or prevent',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZDeletionImpact,
  },
  listMeetings: {
    method: 'GET',
    path: '/api/booking-pages/{id}/meetings',
    access: 'user',
    summary: 'The meetings of a period, by start, a page at a time',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    query: ZMeetingListQuery,
    response: ZMeetingList,
  },
  createMeeting: {
    method: 'POST',
    path: '/api/booking-pages/{id}/meetings',
    access: 'user',
    summary: "Adds an event by hand (the owner's Add Event)",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZCreateMeeting,
    response: ZMeeting,
    status: 201,
  },
  // The owner's changes to one meeting: delete an event added by hand; cancel or move a booked one.
  deleteMeeting: {
    method: 'DELETE',
    path: '/api/booking-pages/{id}/meetings/{meetingId}',
    access: 'user',
    summary: 'Deletes an event added by hand, freeing its time',
    params: ZMeetingParams,
    notFound: { id: bookingPageNotFound, meetingId: meetingMessages.notFound },
  },
  cancelMeeting: {
    method: 'POST',
    path: '/api/booking-pages/{id}/meetings/{meetingId}/cancel',
    access: 'user',
    summary: 'Cancels a booked meeting; the attendee is mailed, with the message',
    params: ZMeetingParams,
    notFound: { id: bookingPageNotFound, meetingId: meetingMessages.notFound },
    body: ZCancelMeeting,
  },
  rescheduleMeeting: {
    method: 'POST',
    path: '/api/booking-pages/{id}/meetings/{meetingId}/reschedule',
    access: 'user',
    summary: 'Moves a booked meeting to one of its free times; both sides are mailed',
    params: ZMeetingParams,
    notFound: { id: bookingPageNotFound, meetingId: meetingMessages.notFound },
    body: ZRescheduleMeeting,
    response: ZMeeting,
  },
  listMoveSlots: {
    method: 'GET',
    path: '/api/booking-pages/{id}/meetings/{meetingId}/slots',
    access: 'user',
    summary: 'The free times of a period a booked meeting may move to',
    params: ZMeetingParams,
    notFound: { id: bookingPageNotFound, meetingId: meetingMessages.notFound },
    query: ZRangeQuery,
    response: ZSlotList,
  },
  // The calendar providers this site can connect (their OAuth client is configured).
  listProviders: {
    method: 'GET',
    path: '/api/calendar-providers',
    access: 'user',
    summary: 'The calendar providers an owner can connect on this site',
    response: ZCalendarProviders,
  },
  listConnections: {
    method: 'GET',
    path: '/api/booking-pages/{id}/connections',
    access: 'user',
    summary: 'The calendars connected to a booking page, a page at a time',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    query: ZConnectionListQuery,
    response: ZConnectionList,
  },
  createLocalConnection: {
    method: 'POST',
    path: '/api/booking-pages/{id}/connections',
    access: 'user',
    summary: 'Adds a Local Calendar (one that lives only in this product) to a booking page',
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    body: ZCreateLocalConnection,
    response: ZConnection,
    status: 201,
  },
  deleteConnection: {
    method: 'DELETE',
    path: '/api/booking-pages/{id}/connections/{connectionId}',
    access: 'user',
    summary: 'Disconnects a calendar; the events it imported go, booked ones stay',
    params: ZConnectionParams,
    notFound: { id: bookingPageNotFound, connectionId: connectionMessages.notFound },
  },
  syncCalendar: {
    method: 'POST',
    path: '/api/booking-pages/{id}/sync',
    access: 'user',
    summary: "Sync Now: pulls every connected calendar's events",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZSyncResult,
  },
  // Answers where to send the connect popup, with the cookie that binds the flow to this browser.
  startOAuth: {
    method: 'POST',
    path: '/api/booking-pages/{id}/oauth/{provider}',
    access: 'user',
    summary: "Starts connecting a provider's calendar: the consent page's address",
    params: ZOAuthParams,
    notFound: { provider: connectionMessages.unknownProvider, id: bookingPageNotFound },
    response: ZOAuthStart,
  },
  // Date overrides: one date's own hours, or none (a holiday), in the page's zone.
  listDateOverrides: {
    method: 'GET',
    path: '/api/booking-pages/{id}/date-overrides',
    access: 'user',
    summary: "The booking page's date overrides, by date",
    params: ZBookingPageParams,
    notFound: bookingPageNotFound,
    response: ZDateOverrideList,
  },
  putDateOverride: {
    method: 'PUT',
    path: '/api/booking-pages/{id}/date-overrides/{date}',
    access: 'user',
    summary: "Sets one date's hours, or marks it unavailable, replacing what it had",
    params: ZDateOverrideParams,
    notFound: { id: bookingPageNotFound },
    body: ZPutDateOverride,
    response: ZDateOverride,
  },
  deleteDateOverride: {
    method: 'DELETE',
    path: '/api/booking-pages/{id}/date-overrides/{date}',
    access: 'user',
    summary: "Removes a date's override: the week's hours apply again",
    params: ZDateOverrideParams,
    notFound: { id: bookingPageNotFound },
  },
});
