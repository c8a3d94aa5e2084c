import { partitionOf } from './entity';

/** The booking page's partition, where its meetings also are. */
const inBookingPage = partitionOf('CAL#{bookingPageId}');

/**
 * Time entries sort by start under their booking page's partition, beside its meetings, so a
 * period's entries are one range Query and its meetings another on the same partition.
 */
export const timesheetEntryKeys = inBookingPage('timesheet entry', 'TS#{start}#{id}');

/**
 * Where an entry is: its id → its start. Entries are addressed by id (edit, delete) while their
 * key holds the start, which an edit may change; this small item, written in the same
 * transaction as the entry, finds it with one strongly consistent read.
 */
export const timesheetEntryRefKeys = inBookingPage('timesheet entry ref', 'TSID#{id}');

/**
 * One per booking page and day (in the page's zone) that has entries: the day's entry sums
 * (`domain/timesheets/day-sums.ts`), which every entry write adds to in its own transaction.
 * Days sort by date beside the entries, so a period's totals are one short range Query.
 */
export const timesheetDayKeys = inBookingPage('timesheet day', 'TSDAY#{day}');
