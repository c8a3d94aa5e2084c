import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  expireOverdueLinks,
  type ExpirySweepResult,
} from '../services/documents/signing/expire-overdue-links';

/** What the link expiry sweep may reach: the table and the clock. */
export const expireLinksDeps = defineDeps({ table: tablePort, clock: clockPort });

/**
 * Every hour (`schedules.ts`): documents whose signing link ran out before its signer answered
 * become `expired`, whether or not anyone opens the link again.
 */
export const handler = eventHandler(
  { deps: expireLinksDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<ExpirySweepResult> => {
    const log = invocationLogger(context, event);
    return expireOverdueLinks(deps, { log });
  },
);
