import type { DeclaredAccess } from '../../deps/function-access';
import { bookingPageKeys } from '../../keys/booking-page';
import { clientKeys } from '../../keys/client';
import { slugClaimKeys } from '../../keys/slug-claim';
import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import { clientsDeps } from './deps';

/**
 * The owner's clients, and their booking pages: each page's copy of its client's details
 * (`billing`, `clientId`) is written with every change of the client, and a page's time entries
 * are looked at (one key) to tell whether its currency is locked. The slug claim comes with the
 * page's own mapping (`booking-page-item.ts`), though no route here writes one. No meeting,
 * invoice or outbox: nothing here is mailed or billed.
 */
export const clientsAccess: DeclaredAccess = {
  deps: clientsDeps,
  table: 'RW',
  items: [clientKeys, bookingPageKeys, slugClaimKeys, timesheetEntryKeys],
};
