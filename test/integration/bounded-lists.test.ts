import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZArticleList, ZPublicArticleList } from '@contracts/articles/article';
import { ZBookingPageList, type TBookingPage } from '@contracts/booking/booking-page';
import { ZConnection, ZConnectionList } from '@contracts/booking/connection';
import { ZMeetingList } from '@contracts/booking/meeting';
import { ZLibrary, ZLibraryList } from '@contracts/documents/library';
import { PAGE_SIZES, pagingMessages } from '@contracts/paging';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { anonymousCaller, twoUsersAndAdmin, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage } from '../support/booking-pages';

/**
 * Every list answers a bounded page: at most `limit` items (never above the list's maximum, a
 * larger `limit` is refused), a `nextCursor` that reaches the rest exactly once, and a cursor
 * that works only for the list and the caller it was handed to.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  [owner, other, admin] = await twoUsersAndAdmin(stack);
});

const PAGED = { name: 'Paged page', slugPrefix: 'paged', timeZone: 'UTC' };

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

/** Every page of a list at `limit`, checking each page's size on the way. */
async function allPages<T>(
  caller: Caller,
  path: string,
  limit: number,
  itemsOf: (body: unknown) => { items: T[]; nextCursor: string | null },
) {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res = await caller.call(
      'GET',
      withQuery(path, { limit: String(limit), ...(cursor ? { cursor } : {}) }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = itemsOf(res.body);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    pages.push(page.items);
    cursor = page.nextCursor;
    expect(pages.length).toBeLessThan(500);
  } while (cursor);
  return pages;
}

const libraries = (body: unknown) => {
  const page = ZLibraryList.parse(body);
  return { items: page.libraries, nextCursor: page.nextCursor };
};

async function createLibrary(caller: Caller, name: string) {
  const res = await caller.call('POST', '/api/libraries', { body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZLibrary.parse(res.body);
}

describe('a list longer than a page', () => {
  it('answers full pages and a cursor that reaches the rest exactly once (libraries)', async () => {
    const caller = await userCaller(stack);
    const names = Array.from({ length: 5 }, (_, i) => `Shelf ${i}`);
    for (const name of names) await createLibrary(caller, name);

    const pages = await allPages(caller, '/api/libraries', 2, libraries);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const seen = pages.flat();
    expect(seen.map((l) => l.name).sort()).toEqual(names);
    expect(new Set(seen.map((l) => l.id)).size).toBe(5);
  });

  it('pages an owner’s booking pages, newest first across pages', async () => {
    const caller = await userCaller(stack);
    const made: TBookingPage[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await createPage(caller, PAGED));
    const pages = await allPages(caller, '/api/booking-pages', 2, (body) => {
      const page = ZBookingPageList.parse(body);
      return { items: page.bookingPages, nextCursor: page.nextCursor };
    });
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(pages.flat().map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());
  });

  it('pages a calendar’s connections and a week of its meetings', async () => {
    const page = await createPage(owner, PAGED);
    const connections = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
        body: { name: `Work ${i}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      connections.push(ZConnection.parse(res.body));
    }
    const connectionPages = await allPages(
      owner,
      `/api/booking-pages/${page.id}/connections`,
      2,
      (body) => {
        const list = ZConnectionList.parse(body);
        return { items: list.connections, nextCursor: list.nextCursor };
      },
    );
    expect(connectionPages.map((p) => p.length)).toEqual([2, 1]);
    expect(
      connectionPages
        .flat()
        .map((c) => c.id)
        .sort(),
    ).toEqual(connections.map((c) => c.id).sort());

    const times = ['09:00', '10:00', '11:00', '12:00', '13:00'];
    for (const [i, start] of times.entries()) {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
        body: {
          title: `Session ${i}`,
          date: '2031-06-03',
          startTime: start,
          endTime: `${start.slice(0, 2)}:30`,
          calendarConnectionId: connections[0]!.id,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const week = `/api/booking-pages/${page.id}/meetings?from=2031-06-02T00:00:00.000Z&to=2031-06-09T00:00:00.000Z`;
    const meetingPages = await allPages(owner, week, 2, (body) => {
      const list = ZMeetingList.parse(body);
      return { items: list.meetings, nextCursor: list.nextCursor };
    });
    expect(meetingPages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(meetingPages.flat().map((m) => m.title)).toEqual(times.map((_, i) => `Session ${i}`));

    // The cursor of this week does not open another week of the same calendar.
    const first = ZMeetingList.parse((await owner.call('GET', `${week}&limit=2`)).body);
    expectError(
      await owner.call(
        'GET',
        `/api/booking-pages/${page.id}/meetings?from=2031-07-07T00:00:00.000Z&to=2031-07-14T00:00:00.000Z&limit=2&cursor=${first.nextCursor}`,
      ),
      400,
      pagingMessages.invalidCursor,
    );
  });

  it('pages the admin article list without bodies, and the public list by cursor', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await admin.call('POST', '/api/admin/articles', {
        body: {
          title: `Paged ${i}`,
          excerpt: 'Short',
          content: 'x'.repeat(40_000),
          isPublished: true,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const adminPages = await allPages(admin, '/api/admin/articles', 2, (body) => {
      const list = ZArticleList.strict().parse(body);
      return { items: list.articles, nextCursor: list.nextCursor };
    });
    const ids = adminPages.flat().map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(adminPages.slice(0, -1).every((p) => p.length === 2)).toBe(true);
    for (const article of adminPages.flat()) expect(article).not.toHaveProperty('content');

    const publicPages = await allPages(anonymous, '/api/articles', 2, (body) => {
      const list = ZPublicArticleList.parse(body);
      return { items: list.articles, nextCursor: list.nextCursor };
    });
    const publicIds = publicPages.flat().map((a) => a.id);
    expect(new Set(publicIds).size).toBe(publicIds.length);
    expect(publicIds.length).toBeGreaterThanOrEqual(3);
  });
});

describe('page sizes', () => {
  it('refuses a limit above the list’s maximum with 400 and says the maximum', async () => {
    const cases: Array<[Caller, string, number]> = [
      [owner, '/api/libraries', PAGE_SIZES.libraries.max],
      [owner, '/api/booking-pages', PAGE_SIZES.bookingPages.max],
      [admin, '/api/admin/articles', PAGE_SIZES.adminArticles.max],
      [anonymous, '/api/articles', PAGE_SIZES.publicArticles.max],
      [admin, '/api/admin/applications?kind=ciso', PAGE_SIZES.applications.max],
    ];
    for (const [caller, path, max] of cases) {
      const res = await caller.call('GET', withQuery(path, { limit: String(max + 1) }));
      expectError(res, 400, pagingMessages.limitMax(max));
      expect((await caller.call('GET', withQuery(path, { limit: String(max) }))).status).toBe(200);
    }
    const page = await createPage(owner, PAGED);
    expectError(
      await owner.call(
        'GET',
        `/api/booking-pages/${page.id}/meetings?from=2031-06-02T00:00:00.000Z&to=2031-06-09T00:00:00.000Z&limit=${PAGE_SIZES.meetings.max + 1}`,
      ),
      400,
      pagingMessages.limitMax(PAGE_SIZES.meetings.max),
    );
    expectError(await owner.call('GET', '/api/libraries?limit=0'), 400, pagingMessages.limitMin);
  });

  it('answers a page of the default size without a limit', async () => {
    const caller = await userCaller(stack);
    for (let i = 0; i < 3; i += 1) await createLibrary(caller, `Default ${i}`);
    const list = ZLibraryList.parse((await caller.call('GET', '/api/libraries')).body);
    expect(list.libraries).toHaveLength(3);
    expect(list.nextCursor).toBeNull();
  });
});

describe('cursors', () => {
  it('refuses another user’s cursor with 400 and shows nothing of theirs', async () => {
    const secret = `Private ${randomUUID()}`;
    const theirs = await userCaller(stack);
    for (let i = 0; i < 3; i += 1) await createLibrary(theirs, `${secret} ${i}`);
    const first = ZLibraryList.parse((await theirs.call('GET', '/api/libraries?limit=1')).body);
    expect(first.nextCursor).toEqual(expect.any(String));

    const res = await other.call('GET', `/api/libraries?limit=1&cursor=${first.nextCursor}`);
    expectError(res, 400, pagingMessages.invalidCursor);
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it('refuses a cursor of one list on another, and a tampered or made-up one', async () => {
    const page = await createPage(owner, PAGED);
    const pageB = await createPage(owner, PAGED);
    for (const name of ['A', 'B', 'C'])
      await owner.call('POST', `/api/booking-pages/${page.id}/connections`, { body: { name } });
    const first = ZConnectionList.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}/connections?limit=1`)).body,
    );
    const cursor = first.nextCursor!;
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<
      string,
      string
    >;
    const forged = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...position, ...change })).toString('base64url');

    const attempts = [
      // Another calendar of the same owner.
      `/api/booking-pages/${pageB.id}/connections?cursor=${cursor}`,
      // Another list altogether.
      `/api/libraries?cursor=${cursor}`,
      // Moved to another partition, or outside the connections' sort keys.
      `/api/booking-pages/${page.id}/connections?cursor=${forged({ PK: `CAL#${pageB.id}` })}`,
      `/api/booking-pages/${page.id}/connections?cursor=${forged({ SK: 'CAL' })}`,
      `/api/booking-pages/${page.id}/connections?cursor=${forged({ GSI1PK: 'ARTICLES' })}`,
      `/api/booking-pages/${page.id}/connections?cursor=${cursor.slice(0, -3)}`,
      `/api/booking-pages/${page.id}/connections?cursor=not-a-cursor`,
      `/api/admin/articles?cursor=${cursor}`,
    ];
    for (const path of attempts) {
      const caller = path.startsWith('/api/admin') ? admin : owner;
      expectError(await caller.call('GET', path), 400, pagingMessages.invalidCursor);
    }
    // The genuine cursor still works.
    const next = await owner.call(
      'GET',
      `/api/booking-pages/${page.id}/connections?limit=5&cursor=${cursor}`,
    );
    expect(ZConnectionList.parse(next.body).connections).toHaveLength(2);
  });
});

describe('whole-period screens stay bounded', () => {
  it('the timesheet says how many lines each list has, and that an empty period has no next page', async () => {
    const page = await createPage(owner, PAGED);
    const res = await owner.call('GET', `/api/booking-pages/${page.id}/timesheet?period=this-week`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sheet = ZTimesheet.parse(res.body);
    expect(sheet.counts).toEqual({ meetings: 0, entries: 0 });
    expect(sheet.nextCursors).toEqual({ meetings: null, entries: null });
  });
});
