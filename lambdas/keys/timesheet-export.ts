import { defineEntity } from './entity';

/**
 * One export of a booking page's timesheet: what was asked (period, format, mail, library), its
 * state, and the stored file once the consumer has made it.
 */
export const timesheetExportKeys = defineEntity('timesheet export', {
  PK: 'CAL#{bookingPageId}',
  SK: 'EXPORT#{id}',
});
