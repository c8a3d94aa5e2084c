import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  sendMeetingReminders,
  type MeetingRemindersResult,
} from '../services/booking/send-meeting-reminders';

/**
 * What the reminder sweep may reach: the table (bookings by start, their pages, mail claims),
 * the mailer, the user pool for the owner's e-mail, and the clock.
 */
export const meetingRemindersDeps = defineDeps({
  table: tablePort,
  mailer: mailerPort,
  users: usersPort,
  clock: clockPort,
});

/**
 * Every 5 minutes (`schedules.ts`): the visitor and the owner of each booked meeting get a
 * reminder 24 hours and 1 hour before it, read from the meeting as it is now, so a cancelled or
 * moved meeting is never reminded at its old time.
 */
export const handler = eventHandler(
  { deps: meetingRemindersDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<MeetingRemindersResult> => {
    const log = invocationLogger(context, event);
    return sendMeetingReminders(deps, { log });
  },
);
