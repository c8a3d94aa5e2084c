import { MEETING_READY, ZMeetingReady } from '@contracts/booking/meeting-ready';
import { MEETING_CANCELLED, ZMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { MEETING_RESCHEDULED, ZMeetingRescheduled } from '@contracts/booking/meeting-rescheduled';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { sendBookingMails } from '../services/booking/send-booking-mails';
import { sendCancellationMails } from '../services/booking/send-cancellation-mails';
import { sendRescheduleMails } from '../services/booking/send-reschedule-mails';

/**
 * What the booking mail consumer may reach: the table (meetings, pages, mail claims, cancel
 * tokens), the mailer, the user pool for the owner's e-mail, and the app's origin for links.
 */
export const bookingMailDeps = defineDeps({
  table: tablePort,
  mailer: mailerPort,
  users: usersPort,
  clock: clockPort,
  links: linksPort,
});

/**
 * `MeetingReady` (a booking written back, `calendar-writeback.ts`) → the visitor's confirmation (invite + cancel link) and the owner's notice;
 * `MeetingCancelled` → the cancellation (to both, or to the visitor when the owner cancelled);
 * `MeetingRescheduled` → the new time to the visitor and a notice to the owner. Idempotent per mail, so a redelivered event
 * sends nothing twice. A detail that does not match its contract is logged and dropped: retrying
 * it could never succeed.
 */
export const handler = eventConsumer({
  deps: bookingMailDeps,
  on: {
    [MEETING_READY]: {
      detail: ZMeetingReady,
      handle: (deps, input) => sendBookingMails(deps, input),
      handled: 'Booking mails handled',
    },
    [MEETING_CANCELLED]: {
      detail: ZMeetingCancelled,
      handle: (deps, input) => sendCancellationMails(deps, input),
      handled: 'Cancellation mails handled',
    },
    [MEETING_RESCHEDULED]: {
      detail: ZMeetingRescheduled,
      handle: (deps, input) => sendRescheduleMails(deps, input),
      handled: 'Reschedule mails handled',
    },
  },
});
