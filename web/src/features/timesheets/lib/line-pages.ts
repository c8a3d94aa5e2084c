import type { TResolvedPeriod } from '@contracts/timesheets/period';
import { timesheetMessages } from '@contracts/timesheets/timesheet';
import { periodQuery } from './period-params';

/**
 * The overview answers the first page of its two lists; "Load more" fetches the pages after it
 * from each list's own route (`…/timesheet-entries`, `…/timesheet-meetings`), newest first.
 */

export type TimesheetList = 'entries' | 'meetings';

/** A page of a list: its lines, and where the list goes on (null: it ends here). */
export interface LinesPage<T> {
  lines: T[];
  nextCursor: string | null;
}

/**
 * The days an overview answer covers, as the period query of the pages after it. They ask for
 * the answer's days, not for the period chosen: while a newly chosen period loads, the last
 * answer stays shown with its cursor, and "this week" asked again after Sunday midnight is the
 * next week, where that cursor means nothing.
 */
export const answeredPeriod = ({
  startDate,
  endDate,
}: Pick<TResolvedPeriod, 'startDate' | 'endDate'>) =>
  periodQuery({ period: 'custom', startDate, endDate });

/**
 * SWR key of a page after the overview's: `[timesheetKey, sub, period, list, cursor]`. The first
 * of them has no cursor of its own (null) and goes on from the overview's current one, so it
 * stays one list while the overview's first page changes: when it does, the loaded pages reload
 * along its new cursor rather than being dropped.
 */
export type LinesPageKey = readonly [
  path: string,
  sub: string,
  period: string,
  list: TimesheetList,
  cursor: string | null,
];

/** `useSWRInfinite`'s `getKey`: no page at all while the overview holds the whole list. */
export const linesPageKey =
  (
    list: readonly [path: string, sub: string, period: string, list: TimesheetList],
    firstCursor: string | null,
  ) =>
  (index: number, previous: LinesPage<unknown> | null): LinesPageKey | null => {
    if (index === 0) return firstCursor ? [...list, null] : null;
    return previous?.nextCursor ? [...list, previous.nextCursor] : null;
  };

export interface LinesView<T> {
  /** The overview's first page, then the lines of the pages loaded after it. */
  lines: T[];
  /** "Load more" is offered while the list goes on. */
  hasMore: boolean;
  /** A page asked for is on its way (a first try or a retry). */
  loading: boolean;
  /** Under the list while the period has more lines than are shown. */
  note: string;
}

/** A list with its pages, as the screen uses it. */
export interface LinesPager<T> extends LinesView<T> {
  /** Why the last page asked for (or a reload of the pages) failed; the lines stay shown. */
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * What a list shows, from the overview's first page, the pages loaded after it (undefined before
 * any), how many were asked for and whether they are being fetched. A line is shown once: the
 * overview and the pages after it reload one after the other, so for a moment a line may be in
 * both. Fewer pages than asked for while nothing is fetched is a failure, or a list that got
 * shorter on a reload; neither is loading.
 */
export function linesView<T extends { id: string }>(
  what: TimesheetList,
  first: LinesPage<T>,
  total: number,
  pages: readonly LinesPage<T>[] | undefined,
  size: number,
  validating: boolean,
): LinesView<T> {
  const loaded = pages ?? [];
  const seen = new Set(first.lines.map((line) => line.id));
  const lines = [...first.lines];
  for (const line of loaded.flatMap((page) => page.lines)) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    lines.push(line);
  }
  return {
    lines,
    hasMore: Boolean((loaded.at(-1) ?? first).nextCursor),
    loading: loaded.length < size && validating,
    note: lines.length < total ? timesheetMessages.shown(lines.length, total, what) : '',
  };
}

/** What the button under a list says: nothing once the list is all shown and nothing failed. */
export function pagerButton(
  view: Pick<LinesView<unknown>, 'hasMore' | 'loading'>,
  failed: boolean,
) {
  if (!view.hasMore && !failed) return null;
  if (view.loading) return 'Loading...';
  return failed ? 'Try again' : timesheetMessages.loadMore;
}

/** The DOM id of a line's row, so focus can move to a line a page added. */
export const lineElementId = (what: TimesheetList, id: string) => `timesheet-${what}-${id}`;
