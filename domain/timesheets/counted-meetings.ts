import type { TMeeting } from '@contracts/booking/meeting';

/**
 * Which meetings are work on a timesheet (spec §2 Timesheets): those booked on the page and
 * those the owner added by hand. Busy time imported from a connected Google or Microsoft
 * calendar blocks free times like any meeting, but it is the owner's other commitments, not
 * time spent for this page's client, so it never counts in totals, lists or exports.
 */
export const COUNTED_SOURCES: ReadonlyArray<TMeeting['source']> = ['booking', 'manual'];

/** True for a scheduled booking or manual event; false for cancelled or imported meetings. */
export const countsOnTimesheet = (m: Pick<TMeeting, 'status' | 'source'>): boolean =>
  m.status === 'scheduled' && COUNTED_SOURCES.includes(m.source);
