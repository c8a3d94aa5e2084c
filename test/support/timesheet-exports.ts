import { expect } from 'vitest';
import { ZTimesheetExport, type TTimesheetExport } from '@contracts/timesheets/export';
import type { Caller } from './api-session';
import { poll } from './outbox';

/**
 * The export `owner` started, once its file is ready (the request waits a few seconds; a slow
 * run polls); fails unless it is done.
 */
export async function finishedExport(
  owner: Caller,
  bookingPageId: string,
  started: TTimesheetExport,
): Promise<TTimesheetExport> {
  const url = `/api/booking-pages/${bookingPageId}/timesheet-exports/${started.id}`;
  const current =
    started.status === 'pending'
      ? await poll(
          async () => {
            const now = ZTimesheetExport.parse((await owner.call('GET', url)).body);
            return now.status === 'pending' ? undefined : now;
          },
          30_000,
          `Export ${started.id} still pending`,
        )
      : started;
  expect(current.status, current.message).toBe('done');
  return current;
}
