import type { TSaveTimeEntryParsed } from '@contracts/timesheets/entry';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** A new draft entry. */
export const createEntry = (bookingPageId: string, entry: TSaveTimeEntryParsed) =>
  callApi(timesheetRoutes.createEntry, {
    params: { id: bookingPageId },
    body: entry,
    schema: timesheetRoutes.createEntry.response,
  });

/** A draft's new times and details; a submitted or approved entry answers 409. */
export const updateEntry = (bookingPageId: string, entryId: string, entry: TSaveTimeEntryParsed) =>
  callApi(timesheetRoutes.updateEntry, {
    params: { id: bookingPageId, entryId },
    body: entry,
    schema: timesheetRoutes.updateEntry.response,
  });
