import type { ScheduledEvent } from 'aws-lambda';
import { calendarProvidersPort } from '../deps/calendar-providers';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  syncDueConnections,
  type CalendarSyncResult,
} from '../services/booking-pages/sync-due-connections';
import { CALENDAR_SYNC_SUMMARY } from './schedules';

/**
 * What the sync sweep may reach: the table (connections due, their pages, imported events, the
 * meetings they become and the owner's day locks), the calendar providers and the cipher of the
 * stored refresh tokens.
 */
export const calendarSyncDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});

/**
 * Every 5 minutes (`schedules.ts`): each Google and Microsoft connection is synced when its turn
 * has come (every 15 minutes), so busy time reaches the booking pages without Sync Now.
 */
export const handler = eventHandler(
  { deps: calendarSyncDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<CalendarSyncResult> => {
    const log = invocationLogger(context, event);
    const result = await syncDueConnections(deps, { log });
    // Quiet when nothing was due: the sweep runs every few minutes on every stack.
    if (result.due > 0) log.info(CALENDAR_SYNC_SUMMARY, { ...result });
    else log.debug(CALENDAR_SYNC_SUMMARY, { ...result });
    return result;
  },
);
