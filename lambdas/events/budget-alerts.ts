import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { keysOf, newItemOf, oldItemOf } from '../adapters/dynamodb/stream-image';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { meetingKeys } from '../keys/meeting';
import { timesheetEntryKeys } from '../keys/timesheet-entry';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import type { TableKey } from '../ports/table';
import { checkBudgetAlerts } from '../services/engagements/budget-alerts';

/**
 * What the budget alerts may reach: the table (pages, engagements, clients, their counted time,
 * the alerts sent and the mail claims), the mailer, the consultant's address and the app's links.
 */
export const budgetAlertsDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  mailer: mailerPort,
  users: usersPort,
  links: linksPort,
});

/** The booking page whose time a record changed: a time entry's or a meeting's. */
function pageOf(record: DynamoDBRecord): string | undefined {
  const key = keysOf(record) as TableKey | undefined;
  if (!key) return undefined;
  return (timesheetEntryKeys.parse(key) ?? meetingKeys.parse(key))?.bookingPageId;
}

const startTimesOf = (record: DynamoDBRecord): string[] =>
  [newItemOf(record), oldItemOf(record)].flatMap((item) =>
    typeof item?.startTime === 'string' ? [item.startTime] : [],
  );

/**
 * The table stream's budget consumer (`budgetAlertsStream`): time entries and meetings changed
 * → each booking page they are on is checked once per batch against its engagement's 75, 90 and
 * 100 % alerts (`checkBudgetAlerts`). A page whose check fails fails its records, which Lambda
 * retries; the mails are claimed, so a retry sends none twice.
 */
export const handler = eventHandler(
  { deps: budgetAlertsDeps },
  async (event: DynamoDBStreamEvent, { deps, context }): Promise<DynamoDBBatchResponse> => {
    const log = invocationLogger(context);
    const records = event.Records ?? [];
    const checks = new Map<string, Promise<void>>();
    const check = async (record: DynamoDBRecord): Promise<void> => {
      const bookingPageId = pageOf(record);
      if (!bookingPageId) return;
      if (!checks.has(bookingPageId)) {
        const startTimes = records.filter((r) => pageOf(r) === bookingPageId).flatMap(startTimesOf);
        checks.set(
          bookingPageId,
          checkBudgetAlerts({ ...deps, log }, { bookingPageId, startTimes }),
        );
      }
      await checks.get(bookingPageId);
    };
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return processPartialResponse(event, check, processor, context ? { context } : undefined);
  },
);
