import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import type { TTimesheet } from '@contracts/timesheets/timesheet';
import { callApi } from '@/lib/call-api';
import {
  answeredPeriod,
  linesPageKey,
  linesView,
  type LinesPage,
  type LinesPageKey,
  type LinesPager,
  type TimesheetList,
} from '../lib/line-pages';
import { timesheetKey } from './get-timesheet';

/** The period and where the list goes on (null: from its start). */
const pageQuery = (period: URLSearchParams, cursor: string | null) => ({
  ...Object.fromEntries(period),
  cursor: cursor || undefined,
});

/** A page of the period's entries after `cursor`, newest first. */
export const getTimesheetEntries = (
  bookingPageId: string,
  period: URLSearchParams,
  cursor: string | null,
) =>
  callApi(timesheetRoutes.listEntries, {
    params: { id: bookingPageId },
    query: pageQuery(period, cursor),
    schema: timesheetRoutes.listEntries.response,
  });

/** A page of the period's scheduled meetings after `cursor`, newest first. */
export const getTimesheetMeetings = (
  bookingPageId: string,
  period: URLSearchParams,
  cursor: string | null,
) =>
  callApi(timesheetRoutes.listMeetings, {
    params: { id: bookingPageId },
    query: pageQuery(period, cursor),
    schema: timesheetRoutes.listMeetings.response,
  });

/**
 * One list of the overview `sheet`, its first page followed by the pages after it, one more per
 * `loadMore`. Keyed by the booking page, the user, the answer's days and the list, so each period
 * has its own pages: a new one shows the overview's page alone, and coming back to the screen or
 * to a period reloads every page already shown there.
 *
 * Actions revalidate keys by their path, and SWR's key filter never reaches `useSWRInfinite`
 * lists (vercel/swr#2390). They do reload the overview, and whenever its answer changes the pages
 * after it reload here, along its new cursor.
 */
function useLinePages<T extends { id: string }>(
  what: TimesheetList,
  bookingPageId: string,
  sub: string,
  sheet: TTimesheet,
  first: LinesPage<T>,
  getPage: (period: URLSearchParams, cursor: string | null) => Promise<LinesPage<T>>,
): LinesPager<T> {
  const period = answeredPeriod(sheet.period);
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite(
    linesPageKey([timesheetKey(bookingPageId), sub, period.toString(), what], first.nextCursor),
    ([, , , , cursor]: LinesPageKey) => getPage(period, cursor ?? first.nextCursor),
    // Nothing past the overview's page is fetched until asked for.
    { initialSize: 0, revalidateOnMount: true },
  );
  // SWR keeps an answer's identity while a reload brings nothing new, so this follows changes.
  const shownWith = useRef(sheet);
  useEffect(() => {
    if (shownWith.current === sheet) return;
    shownWith.current = sheet;
    void mutate();
  }, [sheet, mutate]);
  return {
    ...linesView(what, first, sheet.counts[what], data, size, isValidating),
    error: error as unknown,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}

/** The period's entries: the overview's first page, then the pages loaded after it. */
export const useMoreEntries = (bookingPageId: string, sub: string, sheet: TTimesheet) =>
  useLinePages(
    'entries',
    bookingPageId,
    sub,
    sheet,
    { lines: sheet.entries, nextCursor: sheet.nextCursors.entries },
    async (period, cursor) => {
      const { entries, nextCursor } = await getTimesheetEntries(bookingPageId, period, cursor);
      return { lines: entries, nextCursor };
    },
  );

/** The period's meetings: the overview's first page, then the pages loaded after it. */
export const useMoreMeetings = (bookingPageId: string, sub: string, sheet: TTimesheet) =>
  useLinePages(
    'meetings',
    bookingPageId,
    sub,
    sheet,
    { lines: sheet.meetings, nextCursor: sheet.nextCursors.meetings },
    async (period, cursor) => {
      const { meetings, nextCursor } = await getTimesheetMeetings(bookingPageId, period, cursor);
      return { lines: meetings, nextCursor };
    },
  );
