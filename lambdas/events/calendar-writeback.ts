import { MEETING_BOOKED, ZMeetingBooked } from '@contracts/booking/meeting-booked';
import { MEETING_CANCELLED, ZMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { MEETING_RESCHEDULED, ZMeetingRescheduled } from '@contracts/booking/meeting-rescheduled';
import { calendarProvidersPort } from '../deps/calendar-providers';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { eventConsumer } from '../middleware/event-consumer';
import { writeBackMeeting } from '../services/booking/write-back-meeting';

/**
 * What the write-back consumer may reach: the table (the meeting, its page and connections, the
 * outbox), the calendar providers and the cipher of the stored refresh tokens.
 */
export const calendarWriteBackDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});

/**
 * `MeetingBooked` → the booking written to the owner's connected calendar (with a Google Meet or
 * Teams link when the visitor chose that platform), then `MeetingReady` for its mails;
 * `MeetingRescheduled` → the event moved; `MeetingCancelled` → the event deleted.
 */
export const handler = eventConsumer({
  deps: calendarWriteBackDeps,
  on: {
    [MEETING_BOOKED]: {
      detail: ZMeetingBooked,
      handle: (deps, { detail, log }) =>
        writeBackMeeting(deps, { ...detail, create: true, ready: detail, log }),
      handled: 'Booking written back',
    },
    [MEETING_RESCHEDULED]: {
      detail: ZMeetingRescheduled,
      handle: (deps, { detail, log }) => writeBackMeeting(deps, { ...detail, create: false, log }),
      handled: 'Move written back',
    },
    [MEETING_CANCELLED]: {
      detail: ZMeetingCancelled,
      handle: (deps, { detail, log }) => writeBackMeeting(deps, { ...detail, create: false, log }),
      handled: 'Cancellation written back',
    },
  },
});
