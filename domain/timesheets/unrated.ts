import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { MeetingBilling } from './totals';

/**
 * What the Submit dialog warns of before a period goes to the client: billable lines that would
 * be approved with no rate, and so bill nothing. An entry marked billable without a rate shows
 * "No rate" once approved and is never invoiced; a meeting the page bills at its rate is not
 * billed at all while the page has no rate (`billedMeeting`). Only drafts are counted, as only
 * drafts are submitted. Pure: the period's counts and the page's billing are arguments.
 */

/** An entry as the warning reads it. */
export interface RatedEntry {
  status: TEntryStatus;
  billable: boolean;
  ratePence: number | null;
}

/** True for a draft marked billable that has no rate: once approved it bills nothing. */
export const isUnratedDraft = (entry: RatedEntry): boolean =>
  entry.status === 'draft' && entry.billable && entry.ratePence === null;

/** How many billable lines of a period have no rate: its entries, and its meetings. */
export interface UnratedLines {
  entries: number;
  meetings: number;
}

/**
 * The period's unrated lines: its unrated drafts (`isUnratedDraft`, counted by the caller), and
 * every meeting it counts when the page bills meetings but has no rate to bill them at.
 */
export function unratedLines(input: {
  unratedDrafts: number;
  meetings: number;
  billing: MeetingBilling;
}): UnratedLines {
  const { billing } = input;
  const meetingsWithoutRate = billing.meetingsBillable && billing.ratePence === null;
  return { entries: input.unratedDrafts, meetings: meetingsWithoutRate ? input.meetings : 0 };
}
