import type {
  TCancelMeetingParsed,
  TRescheduleMeetingParsed,
} from '@contracts/booking/meeting-changes';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

const {
  cancelMeeting: cancel,
  rescheduleMeeting: reschedule,
  deleteMeeting: remove,
} = bookingPageRoutes;
const { listMoveSlots } = bookingPageRoutes;

/** Cancels a booked meeting (204); the attendee is mailed the cancellation with the message. */
export const cancelMeeting = (
  bookingPageId: string,
  meetingId: string,
  body: TCancelMeetingParsed,
) => callApi(cancel, { params: { id: bookingPageId, meetingId }, body });

/** Moves a booked meeting to one of its free times; both sides are mailed the new time. */
export const rescheduleMeeting = (
  bookingPageId: string,
  meetingId: string,
  body: TRescheduleMeetingParsed,
) =>
  callApi(reschedule, {
    params: { id: bookingPageId, meetingId },
    body,
    schema: reschedule.response,
  });

/** Deletes an event added by hand (204). */
export const deleteMeeting = (bookingPageId: string, meetingId: string) =>
  callApi(remove, { params: { id: bookingPageId, meetingId } });

/** The free times a booked meeting may move to: the path (the SWR key) and a period's fetch. */
export function moveSlotsSource(bookingPageId: string, meetingId: string) {
  const params = { id: bookingPageId, meetingId };
  return {
    path: routePath(listMoveSlots, params),
    fetch: async (range: { from: string; to: string }) =>
      (await callApi(listMoveSlots, { params, query: range, schema: listMoveSlots.response }))
        .slots,
  };
}
