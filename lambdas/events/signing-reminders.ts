import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  sendSigningReminders,
  type SigningRemindersResult,
} from '../services/documents/signing/send-signing-reminders';

/**
 * What the reminder sweep may reach: the table and the clock. The links it mails again are
 * already sealed on their steps; `signing-mail` opens them.
 */
export const signingRemindersDeps = defineDeps({ table: tablePort, clock: clockPort });

/**
 * Every hour (`schedules.ts`): each signer still waiting whose reminder is due gets their link
 * again (at most 3 times, per the document's settings), never after signing, declining or a void.
 */
export const handler = eventHandler(
  { deps: signingRemindersDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<SigningRemindersResult> => {
    const log = invocationLogger(context, event);
    return sendSigningReminders(deps, { log });
  },
);
