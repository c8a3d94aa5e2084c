import * as z from 'zod';

/**
 * The one paging shape of every list the API answers: `?cursor&limit` in, `nextCursor` out. A
 * cursor is opaque (the server's own encoding of where the page stopped) and valid only for the
 * list that handed it out; `limit` above a list's maximum is refused, not clamped, so a caller
 * never gets fewer items than it asked for without knowing why.
 */

export const MAX_CURSOR_LENGTH = 1000;

export const pagingMessages = {
  /** 400 of a cursor that is not one this list handed out (tampered, from another list, stale). */
  invalidCursor: 'This page link is no longer valid; start from the first page',
  limitNumber: 'Limit must be a number',
  limitWhole: 'Limit must be a whole number',
  limitMin: 'Limit must be at least 1',
  limitMax: (max: number) => `Limit must be at most ${max}`,
} as const;

export interface PageSizes {
  /** Items per page when the caller names no limit. */
  size: number;
  /** The largest page a caller may ask for. */
  max: number;
}

/** A list's `?cursor&limit`, with its own default and maximum page size. */
export const pageQueryShape = ({ size, max }: PageSizes) => ({
  cursor: z.string().max(MAX_CURSOR_LENGTH, pagingMessages.invalidCursor).optional(),
  limit: z.coerce
    .number(pagingMessages.limitNumber)
    .int(pagingMessages.limitWhole)
    .min(1, pagingMessages.limitMin)
    .max(max, pagingMessages.limitMax(max))
    .default(size),
});

export const ZPageQuery = (sizes: PageSizes) => z.object(pageQueryShape(sizes));
export type TPageQuery = z.output<ReturnType<typeof ZPageQuery>>;

/** Spread into a list answer: pass `nextCursor` as `cursor` for the next page; null on the last. */
export const nextPageShape = { nextCursor: z.string().nullable() };

/** A list answer: one page of `item`s under the list's own name, then `nextCursor`. */
export const ZPageOf = <const K extends string, T extends z.ZodType>(name: K, item: T) =>
  z.object({ [name]: z.array(item), ...nextPageShape } as {
    [P in K]: z.ZodArray<T>;
  } & typeof nextPageShape);

/** Page sizes of the lists (items are small: no list carries bodies). */
export const PAGE_SIZES = {
  bookingPages: { size: 50, max: 100 },
  connections: { size: 50, max: 100 },
  /** A week of a busy calendar fits one page; the web follows `nextCursor` for the rest. */
  meetings: { size: 100, max: 250 },
  libraries: { size: 50, max: 100 },
  templates: { size: 50, max: 100 },
  documents: { size: 50, max: 100 },
  adminArticles: { size: 50, max: 100 },
  publicArticles: { size: 3, max: 50 },
  applications: { size: 20, max: 50 },
  /** The timesheet's meetings and entries: the overview holds the first page of each. */
  timesheetLines: { size: 50, max: 250 },
  /** A consultant's invoices and credit notes, newest first. */
  invoices: { size: 50, max: 100 },
  /** A consultant's clients by name; a practice has a handful to a few dozen. */
  clients: { size: 50, max: 100 },
  /** A consultant's engagements (or one client's), newest first. */
  engagements: { size: 50, max: 100 },
} as const satisfies Record<string, PageSizes>;
