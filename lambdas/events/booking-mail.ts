import type { EventBridgeEvent } from 'aws-lambda';
import { MEETING_BOOKED, ZMeetingBooked } from '@contracts/booking/meeting-booked';
import { MEETING_CANCELLED, ZMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventHandler } from '../middleware/event-handler';
import { getLogger } from '../middleware/logger';
import { sendBookingMails } from '../services/booking/send-booking-mails';
import { sendCancellationMails } from '../services/booking/send-cancellation-mails';

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
 * `MeetingBooked` → the visitor's confirmation (invite + cancel link) and the owner's notice;
 * `MeetingCancelled` → the cancellation to both. Idempotent per mail, so a redelivered event
 * sends nothing twice. A detail that does not match its contract is logged and dropped: retrying
 * it could never succeed.
 */
export const handler = eventHandler(
  { deps: bookingMailDeps },
  async (event: EventBridgeEvent<string, unknown>, { deps, context }): Promise<void> => {
    const log = getLogger().createChild({
      persistentKeys: {
        eventId: event.id,
        detailType: event['detail-type'],
        ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
      },
    });
    switch (event['detail-type']) {
      case MEETING_BOOKED: {
        const detail = ZMeetingBooked.safeParse(event.detail);
        if (!detail.success) {
          log.error('Discarded a MeetingBooked event with an unexpected detail', {
            issues: detail.error.issues,
          });
          return;
        }
        const result = await sendBookingMails(deps, { detail: detail.data, log });
        log.info('Booking mails handled', { ...detail.data, ...result });
        return;
      }
      case MEETING_CANCELLED: {
        const detail = ZMeetingCancelled.safeParse(event.detail);
        if (!detail.success) {
          log.error('Discarded a MeetingCancelled event with an unexpected detail', {
            issues: detail.error.issues,
          });
          return;
        }
        const result = await sendCancellationMails(deps, { detail: detail.data, log });
        log.info('Cancellation mails handled', { ...detail.data, ...result });
        return;
      }
      default:
        log.warn('Discarded an event this consumer does not handle');
    }
  },
);
