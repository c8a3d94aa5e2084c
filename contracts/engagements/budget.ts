import * as z from 'zod';

/**
 * An engagement's budget for one month (docs/decisions.md, "A retainer's budget"): the hours its
 * signed terms agree, with what the month before carried in, the time its linked booking pages
 * counted (meetings and time entries, by the timesheets' rule), and what is left or beyond.
 * Minutes throughout; null where the month agrees no hours (a fixed fee, time and materials, or
 * a month outside the engagement or before its letter is signed).
 */

export const budgetMessages = {
  month: 'Please choose a month as YYYY-MM',
  loadFailed: 'Error loading the budget',
  /** The rows' names for time that no workstream labels. */
  meetings: 'Meetings',
  unassigned: 'Time not in a workstream',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ZBudgetQuery = z.object({
  /** `YYYY-MM` on the engagement's calendar; absent: the current month. */
  month: z.string().regex(MONTH, budgetMessages.month).optional(),
});
export type TBudgetQuery = z.infer<typeof ZBudgetQuery>;

/** What one row of the month's use counts: a workstream's entries, unlabelled entries, meetings. */
export const BUDGET_ROW_KINDS = ['workstream', 'unassigned', 'meetings'] as const;

export const ZBudgetRow = z.object({
  kind: z.enum(BUDGET_ROW_KINDS),
  /** The workstream's id; null for the other kinds. */
  workstreamId: z.uuid().nullable(),
  name: z.string(),
  minutes: z.number().int(),
});
export type TBudgetRow = z.infer<typeof ZBudgetRow>;

/** `GET /api/engagements/{id}/budget`. */
export const ZEngagementBudget = z.object({
  month: z.string(),
  /** The months the engagement spans so far, for moving between them (`YYYY-MM`). */
  firstMonth: z.string(),
  lastMonth: z.string(),
  timeZone: z.string(),
  baseMinutes: z.number().int().nullable(),
  carriedMinutes: z.number().int(),
  agreedMinutes: z.number().int().nullable(),
  usedMinutes: z.number().int(),
  remainingMinutes: z.number().int().nullable(),
  overageMinutes: z.number().int(),
  /** Used over agreed, in whole percent rounded down; null when no hours are agreed. */
  burnPercent: z.number().int().nullable(),
  /** The month's use by what it was: each workstream, unlabelled time, meetings; none empty. */
  rows: z.array(ZBudgetRow),
});
export type TEngagementBudget = z.infer<typeof ZEngagementBudget>;
