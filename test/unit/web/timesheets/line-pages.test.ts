import { describe, expect, it } from 'vitest';
import { timesheetMessages } from '@contracts/timesheets/timesheet';
import { routePath } from '@contracts/route';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import {
  answeredPeriod,
  linesPageKey,
  linesView,
  pagerButton,
  type LinesPage,
} from '../../../../web/src/features/timesheets/lib/line-pages';

const line = (id: string) => ({ id });
const page = (ids: string[], nextCursor: string | null): LinesPage<{ id: string }> => ({
  lines: ids.map(line),
  nextCursor,
});
const ids = (lines: { id: string }[]) => lines.map((l) => l.id);
const list = [
  routePath(timesheetRoutes.getTimesheet, { id: 'cal 1' }),
  'sub-1',
  'period=custom',
  'entries',
] as const;

describe('the pages after the overview’s first', () => {
  it('asks for none while the overview holds the whole list', () => {
    expect(linesPageKey(list, null)(0, null)).toBeNull();
  });

  it('goes on from the overview’s cursor, then from each page’s, and stops at the last', () => {
    const getKey = linesPageKey(list, 'c1');
    const firstKey = getKey(0, null);
    // Keyed under the overview's path, the user and the days: another period is another list.
    expect(firstKey).toEqual([
      '/api/booking-pages/cal%201/timesheet',
      'sub-1',
      'period=custom',
      'entries',
      null,
    ]);
    expect(getKey(1, page(['b'], 'c2'))).toEqual([...list, 'c2']);
    expect(getKey(2, page(['c'], null))).toBeNull();
  });

  it('asks for the days the overview answered, whatever period was chosen', () => {
    expect(answeredPeriod({ startDate: '2026-11-02', endDate: '2026-11-08' }).toString()).toBe(
      'period=custom&startDate=2026-11-02&endDate=2026-11-08',
    );
  });
});

describe('a list shown a page at a time', () => {
  const first = page(['e5', 'e4'], 'c1');

  it('offers "Load more" while the overview’s first page has a cursor', () => {
    const view = linesView('entries', first, 5, undefined, 0, false);
    expect(ids(view.lines)).toEqual(['e5', 'e4']);
    expect(view.hasMore).toBe(true);
    expect(view.loading).toBe(false);
    expect(pagerButton(view, false)).toBe(timesheetMessages.loadMore);
    expect(view.note).toBe('Showing the newest 2 of 5 entries in this period');
  });

  it('offers nothing when the first page holds the whole list', () => {
    const view = linesView('meetings', page(['m2', 'm1'], null), 2, undefined, 0, false);
    expect(view.hasMore).toBe(false);
    expect(pagerButton(view, false)).toBeNull();
    expect(view.note).toBe('');
  });

  it('waits for a page asked for, then appends its lines after the first page', () => {
    const waiting = linesView('entries', first, 5, [], 1, true);
    expect(ids(waiting.lines)).toEqual(['e5', 'e4']);
    expect(waiting.loading).toBe(true);
    expect(pagerButton(waiting, false)).toBe('Loading...');

    const second = linesView('entries', first, 5, [page(['e3', 'e2'], 'c2')], 1, false);
    expect(ids(second.lines)).toEqual(['e5', 'e4', 'e3', 'e2']);
    expect(second.hasMore).toBe(true);
    expect(second.note).toBe(timesheetMessages.shown(4, 5, 'entries'));

    const last = linesView(
      'entries',
      first,
      5,
      [page(['e3', 'e2'], 'c2'), page(['e1'], null)],
      2,
      false,
    );
    expect(ids(last.lines)).toEqual(['e5', 'e4', 'e3', 'e2', 'e1']);
    expect(last.hasMore).toBe(false);
    expect(pagerButton(last, false)).toBeNull();
    expect(last.note).toBe('');
  });

  it('goes on when a page lists no lines but has a cursor (cancelled meetings are left out)', () => {
    const view = linesView('meetings', page(['m9'], 'c1'), 3, [page([], 'c2')], 1, false);
    expect(ids(view.lines)).toEqual(['m9']);
    expect(view.hasMore).toBe(true);
  });

  it('shows a line once while the pages catch up with a reloaded overview', () => {
    // A draft was deleted from the first page: its next line moved up into it.
    const reloaded = page(['e5', 'e3'], 'c1b');
    const view = linesView('entries', reloaded, 4, [page(['e3', 'e2'], 'c2')], 1, true);
    expect(ids(view.lines)).toEqual(['e5', 'e3', 'e2']);
  });

  it('keeps what was shown when a page fails, and offers to try again', () => {
    const view = linesView('entries', first, 5, [page(['e3', 'e2'], 'c2')], 2, false);
    expect(ids(view.lines)).toEqual(['e5', 'e4', 'e3', 'e2']);
    expect(view.loading).toBe(false);
    expect(pagerButton(view, true)).toBe('Try again');
    expect(pagerButton({ ...view, loading: true }, true)).toBe('Loading...');
    // A reload of the whole list failing still offers it, with nothing left to load.
    expect(pagerButton({ hasMore: false, loading: false }, true)).toBe('Try again');
  });

  it('is not loading when a reload finds the list shorter than the pages once shown', () => {
    const view = linesView('entries', first, 3, [page(['e3'], null)], 3, false);
    expect(view.loading).toBe(false);
    expect(pagerButton(view, false)).toBeNull();
  });
});
