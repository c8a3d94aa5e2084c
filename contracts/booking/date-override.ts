import * as z from 'zod';
import { minutesOfDay, YYYY_MM_DD, ZTimeOfDay } from './time-fields';

/**
 * Date overrides of a booking page: one date (on the page's clock, in its zone) with other hours
 * than the week's, or none at all (a holiday). `/api/booking-pages/{id}/date-overrides[/{date}]`.
 */

export const MAX_OVERRIDE_RANGES = 10;

export const dateOverrideMessages = {
  date: 'Please choose a date',
  choose: 'Please mark the date unavailable or give its hours',
  rangesRequired: 'Add at least one range of hours',
  endAfterStart: 'Each range must end after it starts',
  overlap: 'The ranges of one date must not overlap',
  tooManyRanges: `A date holds at most ${MAX_OVERRIDE_RANGES} ranges of hours`,
  /** The date lies before today or past the page's horizon, on the page's calendar. */
  outsideHorizon: (days: number) =>
    `Please choose a date from today up to ${days} days ahead, when the page takes bookings`,
  notFound: 'That date has no override',
} as const;

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export const isCalendarDate = (text: string): boolean =>
  YYYY_MM_DD.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export const ZOverrideDate = z
  .string(dateOverrideMessages.date)
  .refine(isCalendarDate, dateOverrideMessages.date);

export const ZHoursRange = z
  .object({ startTime: ZTimeOfDay, endTime: ZTimeOfDay })
  .refine((r) => minutesOfDay(r.endTime) > minutesOfDay(r.startTime), {
    message: dateOverrideMessages.endAfterStart,
    path: ['endTime'],
  });
export type THoursRange = z.infer<typeof ZHoursRange>;

/** True when two of the ranges share some time (ranges that only touch do not). */
export function rangesOverlap(ranges: readonly THoursRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
  return sorted.some(
    (r, i) => i > 0 && minutesOfDay(r.startTime) < minutesOfDay(sorted[i - 1]!.endTime),
  );
}

/**
 * `PUT /api/booking-pages/{id}/date-overrides/{date}`: `{ unavailable: true }` for a holiday, or
 * `{ ranges: [...] }` for other hours; exactly one of the two.
 */
export const ZPutDateOverride = z
  .object(
    {
      unavailable: z.boolean(dateOverrideMessages.choose).optional(),
      ranges: z
        .array(ZHoursRange, dateOverrideMessages.rangesRequired)
        .max(MAX_OVERRIDE_RANGES, dateOverrideMessages.tooManyRanges)
        .optional(),
    },
    dateOverrideMessages.choose,
  )
  .superRefine((body, ctx) => {
    if (body.unavailable === true) {
      if (body.ranges?.length)
        ctx.addIssue({ code: 'custom', message: dateOverrideMessages.choose, path: ['ranges'] });
      return;
    }
    if (!body.ranges) {
      ctx.addIssue({ code: 'custom', message: dateOverrideMessages.choose, path: ['unavailable'] });
    } else if (body.ranges.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: dateOverrideMessages.rangesRequired,
        path: ['ranges'],
      });
    } else if (rangesOverlap(body.ranges)) {
      ctx.addIssue({ code: 'custom', message: dateOverrideMessages.overlap, path: ['ranges'] });
    }
  });
export type TPutDateOverride = z.input<typeof ZPutDateOverride>;
export type TPutDateOverrideParsed = z.output<typeof ZPutDateOverride>;

/** One date's override as its owner sees it; `ranges` is empty when `unavailable`. */
export const ZDateOverride = z.object({
  date: z.string(),
  unavailable: z.boolean(),
  ranges: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type TDateOverride = z.infer<typeof ZDateOverride>;

/** `GET /api/booking-pages/{id}/date-overrides`: the page's overrides, by date ascending. */
export const ZDateOverrideList = z.object({ overrides: z.array(ZDateOverride) });
export type TDateOverrideList = z.infer<typeof ZDateOverrideList>;
