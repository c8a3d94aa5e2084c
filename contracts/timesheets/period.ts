import {
  customRangeProblem,
  customRangeMessages,
  type PeriodFilter,
} from '@domain/timesheets/periods';
import * as z from 'zod';

/**
 * The period a timesheet is read, submitted, approved or exported for (spec §9): this week
 * (Monday start), this month, or a custom range of whole days, always on the booking page's
 * calendar in its owner's time zone. The server turns it into instants with
 * `domain/timesheets/periods.ts`, so the browser's clock and zone never decide what is counted.
 */

export const PERIOD_KINDS = ['this-week', 'this-month', 'custom'] as const;
export type TPeriodKind = (typeof PERIOD_KINDS)[number];
export const PERIOD_LABELS: Record<TPeriodKind, string> = {
  'this-week': 'This week',
  'this-month': 'This month',
  custom: 'Custom range',
};

export const periodFilterMessages = {
  period: 'Please choose a period',
} as const;

const ZDateText = z.string(customRangeMessages.datesRequired).trim();

/** The fields a period is given by: `period`, plus `startDate` and `endDate` for a custom range. */
export const periodShape = {
  period: z.enum(PERIOD_KINDS, periodFilterMessages.period).default('this-week'),
  /** `YYYY-MM-DD`, both days included; only for a custom range. */
  startDate: ZDateText.optional().default(''),
  endDate: ZDateText.optional().default(''),
};

type PeriodFields = { period: TPeriodKind; startDate: string; endDate: string };

/** A custom range must be real dates in order, at most `MAX_CUSTOM_RANGE_DAYS` long. */
export function checkPeriod(value: PeriodFields, ctx: z.RefinementCtx): void {
  if (value.period !== 'custom') return;
  const problem = customRangeProblem(value.startDate, value.endDate);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['startDate'] });
}

export const toPeriodFilter = (value: PeriodFields): PeriodFilter =>
  value.period === 'custom'
    ? { kind: 'custom', startDate: value.startDate, endDate: value.endDate }
    : { kind: value.period };

/** A period as a query string carries it. Default: this week. */
export const ZPeriodFilter = z
  .object(periodShape)
  .superRefine(checkPeriod)
  .transform(toPeriodFilter);
export type TPeriodFilter = z.input<typeof ZPeriodFilter>;

/** The period as the server read it: its instants and the days it covers in the owner's zone. */
export const ZResolvedPeriod = z.object({
  kind: z.enum(PERIOD_KINDS),
  /** Inclusive instant (ISO, UTC). */
  from: z.string(),
  /** Exclusive instant (ISO, UTC). */
  to: z.string(),
  /** First and last day covered, `YYYY-MM-DD`, in the owner's zone. */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
});
export type TResolvedPeriod = z.infer<typeof ZResolvedPeriod>;
