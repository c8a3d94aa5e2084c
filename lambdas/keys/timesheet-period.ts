import { defineEntity } from './entity';

/**
 * A submitted timesheet period of a booking page: its whole days (in the page's zone) name it,
 * so one range of days is one period however often it is reopened and submitted again, and the
 * page's periods are one short Query beside its entries.
 */
export const timesheetPeriodKeys = defineEntity('timesheet period', {
  PK: 'CAL#{bookingPageId}',
  SK: 'TSPERIOD#{startDate}#{endDate}',
});

/**
 * A client's approval link. The key holds only the SHA-256 (hex) of the 256-bit token in the
 * link; the item names the period and the period's version it was issued for, and stays after
 * use (marked used) so the client can still read what they answered, until `ttl`.
 */
export const timesheetApprovalTokenKeys = defineEntity('timesheet approval token', {
  PK: 'TSAPPROVE#{hash}',
  SK: 'TSAPPROVE',
});
