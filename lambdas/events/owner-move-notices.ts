import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  sendOwnerMoveNotices,
  type OwnerMoveNoticesResult,
} from '../services/booking/send-owner-move-notices';

/**
 * What the notice sweep may reach: the table (meetings by their notice's due time, their pages,
 * mail claims), the mailer, the user pool for the owner's e-mail, and the clock.
 */
export const ownerMoveNoticesDeps = defineDeps({
  table: tablePort,
  mailer: mailerPort,
  users: usersPort,
  clock: clockPort,
});

/**
 * Every minute (`schedules.ts`): the owner's one notice of the visitor's moves of a meeting,
 * once they have rested, with the meeting's time as it is then.
 */
export const handler = eventHandler(
  { deps: ownerMoveNoticesDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<OwnerMoveNoticesResult> => {
    const log = invocationLogger(context, event);
    return sendOwnerMoveNotices(deps, { log });
  },
);
