import { describe, expect, it } from 'vitest';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  DEFAULT_PAGE_SIZE,
  ZApplicationListQuery,
  type TApplicationList,
  type TApplicationSummary,
} from '@contracts/applications/application';
import { formatDate } from '../../../../web/src/features/screening/lib/format-date';
import {
  applicationListView,
  emptyListText,
  filterName,
  filtersFromParams,
  filtersFromState,
  filtersQuery,
  fromList,
  listAnnouncement,
  listPath,
  listTexts,
  normalSearch,
  pageQuery,
  SEARCH_MAX_LENGTH,
} from '../../../../web/src/features/screening/lib/list-params';

const summary = (id: string): TApplicationSummary => ({
  id,
  kind: 'ciso',
  status: 'new',
  name: `Applicant ${id}`,
  email: `${id}@example.com`,
  headline: 'Germany · 10 years',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});
const page = (ids: string[], nextCursor: string | null = null): TApplicationList => ({
  applications: ids.map(summary),
  nextCursor,
});

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

  it('reads the search back from the URL, trimmed, and leaves a blank one out', () => {
    expect(filtersFromParams(new URLSearchParams('kind=partner&q=%20%20Acme%20GmbH%20'))).toEqual({
      kind: 'partner',
      q: 'Acme GmbH',
    });
    expect(filtersFromParams(new URLSearchParams('kind=role&q=%20%20'))).toEqual({ kind: 'role' });
    expect(filtersFromParams(new URLSearchParams('q='))).toEqual({ kind: 'ciso' });
  });

  it('keeps a search from the URL within the API limit', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 50);
    const { q } = filtersFromParams(new URLSearchParams({ q: long }));
    expect(q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(ZApplicationListQuery.safeParse({ q }).success).toBe(true);
    expect(normalSearch(`  ${'b'.repeat(SEARCH_MAX_LENGTH - 1)} x`)).toHaveLength(
      SEARCH_MAX_LENGTH - 1,
    );
  });

  it('writes the search after the kind and status, only when there is one', () => {
    expect(filtersQuery({ kind: 'ciso', q: '' }).toString()).toBe('kind=ciso');
    expect(filtersQuery({ kind: 'ciso', q: '   ' }).toString()).toBe('kind=ciso');
    expect(listPath({ kind: 'role', status: 'new', q: ' Ann@Example.com ' })).toBe(
      '/admin/applications?kind=role&status=new&q=Ann%40Example.com',
    );
    const filters = { kind: 'partner', status: 'screening', q: 'Müller & Söhne' } as const;
    expect(filtersFromParams(filtersQuery(filters))).toEqual(filters);
  });

  it('sends the search to the API with every page, next to the cursor', () => {
    const filters = { kind: 'ciso', q: 'ann' } as const;
    expect(Object.fromEntries(pageQuery(filters))).toEqual({
      kind: 'ciso',
      q: 'ann',
      limit: String(DEFAULT_PAGE_SIZE),
    });
    expect(Object.fromEntries(pageQuery(filters, 'next=='))).toEqual({
      kind: 'ciso',
      q: 'ann',
      cursor: 'next==',
      limit: String(DEFAULT_PAGE_SIZE),
    });
    expect(ZApplicationListQuery.safeParse(Object.fromEntries(pageQuery(filters))).success).toBe(
      true,
    );
  });

  it('names the search when nothing matches it', () => {
    expect(filterName({ kind: 'role', q: 'ann' })).toBe('“Role requests” matching “ann”');
    expect(emptyListText({ kind: 'role', q: 'ann' })).toBe(
      'No applications in “Role requests” matching “ann”.',
    );
    expect(emptyListText({ kind: 'ciso', status: 'new', q: 'x@y' })).toBe(
      'No applications in “Professionals” with status “New” matching “x@y”.',
    );
    expect(emptyListText({ kind: 'ciso', q: '' })).toBe('No applications yet in “Professionals”.');
  });

  it('carries the search to a detail screen and back', () => {
    const filters = { kind: 'ciso', q: 'ann' } as const;
    expect(filtersFromState(fromList(filters))).toEqual(filters);
  });
});

describe('the pages of the list read so far', () => {
  it('joins the pages, each application once, and goes on from the last cursor', () => {
    expect(applicationListView([page(['a', 'b'], 'c1'), page(['b', 'c'], 'c2')])).toEqual({
      applications: [summary('a'), summary('b'), summary('c')],
      nextCursor: 'c2',
      empty: false,
    });
  });

  it('is not empty while a page without matches still carries a cursor', () => {
    const view = applicationListView([page([], 'c1')]);
    expect(view).toEqual({ applications: [], nextCursor: 'c1', empty: false });
    expect(listAnnouncement(view, { kind: 'ciso', q: 'ann' })).toBe(listTexts.nothingYet);
    expect(listTexts.nothingYet).toBe('No matches yet in the applications read so far.');
    expect(applicationListView([page([], 'c1'), page([], 'c2')]).empty).toBe(false);
  });

  it('is empty only once a page ends the list with nothing read', () => {
    const view = applicationListView([page([], 'c1'), page([])]);
    expect(view).toEqual({ applications: [], nextCursor: null, empty: true });
    expect(listAnnouncement(view, { kind: 'role', q: 'ann' })).toBe(
      'No applications in “Role requests” matching “ann”.',
    );
    expect(applicationListView([]).empty).toBe(true);
  });

  it('tells the screen reader how many are shown and whether more follow', () => {
    const filters = { kind: 'ciso' } as const;
    expect(listAnnouncement(undefined, filters)).toBe('');
    expect(listAnnouncement(applicationListView([page(['a'])]), filters)).toBe(
      '1 application shown',
    );
    expect(listAnnouncement(applicationListView([page(['a', 'b'], 'c1')]), filters)).toBe(
      '2 applications shown, more to load',
    );
  });
});
