import { describe, expect, it } from 'vitest';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  DEFAULT_PAGE_SIZE,
} from '@contracts/applications/application';
import { formatDate } from '../../../../web/src/features/screening/lib/format-date';
import {
  emptyListText,
  filterName,
  filtersFromParams,
  filtersFromState,
  filtersQuery,
  fromList,
  listPath,
  pageQuery,
} from '../../../../web/src/features/screening/lib/list-params';

describe('formatDate', () => {
  it('shows a day, or a day and a time, on the given clock', () => {
    const iso = '2026-03-03T14:05:00.000Z';
    expect(formatDate(iso, { timeZone: 'UTC' })).toBe('3 Mar 2026');
    expect(formatDate(iso, { time: true, timeZone: 'UTC' })).toBe('3 Mar 2026, 14:05');
    expect(formatDate(iso, { time: true, timeZone: 'Asia/Tokyo' })).toBe('3 Mar 2026, 23:05');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('list filters in the URL', () => {
  it('reads the kind and status, falling back to professionals and every status', () => {
    expect(filtersFromParams(new URLSearchParams('kind=role&status=screening'))).toEqual({
      kind: 'role',
      status: 'screening',
    });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ kind: 'ciso' });
    expect(filtersFromParams(new URLSearchParams('kind=robots&status=maybe'))).toEqual({
      kind: 'ciso',
    });
  });

  it('writes them back, leaving the status out for "All"', () => {
    for (const kind of APPLICATION_KINDS) {
      for (const status of [undefined, ...APPLICATION_STATUSES]) {
        const filters = status ? { kind, status } : { kind };
        expect(filtersFromParams(filtersQuery(filters))).toEqual(filters);
      }
    }
    expect(listPath({ kind: 'partner' })).toBe('/admin/applications?kind=partner');
    expect(listPath({ kind: 'role', status: 'new' })).toBe(
      '/admin/applications?kind=role&status=new',
    );
  });

  it('asks the API for a page of the filtered list, with the cursor after the first', () => {
    expect(Object.fromEntries(pageQuery({ kind: 'role', status: 'interview' }))).toEqual({
      kind: 'role',
      status: 'interview',
      limit: String(DEFAULT_PAGE_SIZE),
    });
    expect(pageQuery({ kind: 'ciso' }, 'abc==').get('cursor')).toBe('abc==');
    expect(pageQuery({ kind: 'ciso' }, null).has('cursor')).toBe(false);
  });

  it('names the filter when the list is empty', () => {
    expect(emptyListText({ kind: 'role' })).toBe('No applications yet in “Role requests”.');
    expect(emptyListText({ kind: 'partner', status: 'rejected' })).toBe(
      'No applications yet in “Partners” with status “Rejected”.',
    );
    expect(filterName({ kind: 'ciso', status: 'new' })).toBe('“Professionals” with status “New”');
  });

  it('carries the list filters to a detail screen and back', () => {
    const filters = { kind: 'role', status: 'screening' } as const;
    expect(filtersFromState(fromList(filters))).toEqual(filters);
    expect(filtersFromState(null)).toBeUndefined();
    expect(filtersFromState({ other: 1 })).toBeUndefined();
    expect(filtersFromState({ listSearch: 'kind=nope' })).toEqual({ kind: 'ciso' });
  });
});
