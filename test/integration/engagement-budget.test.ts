import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bookingPageMessages, type TBookingPage } from '@contracts/booking/booking-page';
import { ZMeeting, type TMeeting } from '@contracts/booking/meeting';
import { ZBooking, type TBooking } from '@contracts/booking/public-booking';
import { budgetMessages, ZEngagementBudget } from '@contracts/engagements/budget';
import {
  engagementMessages,
  MAX_ENGAGEMENT_PAGES,
  ZEngagement,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { ZTimeEntry, type TSaveTimeEntry, type TTimeEntry } from '@contracts/timesheets/entry';
import { monthOf } from '@domain/engagements/budget';
import {
  bookingPageKey,
  type BookingPageItem,
} from '../../lambdas/services/booking-pages/booking-page-item';
import { engagementKey } from '../../lambdas/services/engagements/engagement-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createOpenPage, createPage, type NewPage } from '../support/booking-pages';
import {
  activateByLetter,
  createClient,
  draftEngagement,
  engagementForm,
  linkPageToClient,
  linkPageToEngagement,
  readEngagement,
} from '../support/engagements';
import { stackTable } from '../support/table';

/**
 * An engagement's booking pages and its monthly budget (issue 38, step 3): the client's pages
 * linked to an engagement count their meetings and time entries against it, month by month on
 * the engagement's calendar; the hours agreed come only from its signed letters, with what the
 * month before carried in.
 */

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

let owner: Caller;
let other: Caller;
let ownerEmail: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
});

const pagePath = (engagementId: string, bookingPageId: string) =>
  `/api/engagements/${engagementId}/booking-pages/${bookingPageId}`;
const budgetPath = (engagementId: string, month?: string) =>
  `/api/engagements/${engagementId}/budget${month === undefined ? '' : `?month=${month}`}`;

/** A booking page of `caller`'s that bills the client. */
async function pageOfClient(
  caller: Caller,
  clientId: string,
  fields: NewPage = {},
): Promise<TBookingPage> {
  const page = await createPage(caller, { slugPrefix: 'engaged', ...fields });
  await linkPageToClient(caller, clientId, page.id);
  return page;
}

/** A client of `caller`'s, one page billing it, and a draft engagement with it. */
async function engagementWithPage(caller: Caller) {
  const client = await createClient(caller);
  const page = await pageOfClient(caller, client.id);
  const engagement = await draftEngagement(caller, client.id);
  return { client, page, engagement };
}

async function unlink(caller: Caller, engagementId: string, bookingPageId: string) {
  const res = await caller.call('DELETE', pagePath(engagementId, bookingPageId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagement.parse(res.body);
}

async function budgetOf(caller: Caller, engagementId: string, month?: string) {
  const res = await caller.call('GET', budgetPath(engagementId, month));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagementBudget.strict().parse(res.body);
}

/** A draft entry on the page, its times on the page's calendar. */
async function logEntry(
  caller: Caller,
  bookingPageId: string,
  start: string,
  end: string,
  fields: Partial<TSaveTimeEntry> = {},
): Promise<TTimeEntry> {
  const res = await caller.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: { start, end, description: 'Risk review', billable: true, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

/** An event added by hand to the page (the owner's Add Event), on the page's calendar. */
async function addMeeting(
  caller: Caller,
  bookingPageId: string,
  date: string,
  startTime: string,
  endTime: string,
): Promise<TMeeting> {
  const res = await caller.call('POST', `/api/booking-pages/${bookingPageId}/meetings`, {
    body: { title: 'Board prep', date, startTime, endTime },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZMeeting.parse(res.body);
}

const storedPage = async (id: string) =>
  (await table.get<BookingPageItem>(bookingPageKey(id), { consistent: true }))!;

const pagesOf = (engagement: TEngagement) => engagement.bookingPages.map((p) => p.id);

describe('who may reach an engagement’s pages and budget', () => {
  it('answers 401 to an anonymous caller on every route, and links nothing', async () => {
    const { page, engagement } = await engagementWithPage(owner);
    for (const [method, path] of [
      ['PUT', pagePath(engagement.id, page.id)],
      ['DELETE', pagePath(engagement.id, page.id)],
      ['GET', budgetPath(engagement.id, '2030-06')],
      ['GET', budgetPath(engagement.id)],
    ] as const)
      expect((await anonymous.call(method, path)).status, `${method} ${path}`).toBe(401);
    expect((await readEngagement(owner, engagement.id)).bookingPages).toEqual([]);
  });

  it("answers another consultant's engagement or page as not found, changing nothing", async () => {
    const mine = await engagementWithPage(owner);
    const theirs = await engagementWithPage(other);
    for (const method of ['PUT', 'DELETE'] as const) {
      // Their engagement, whichever page: the engagement is not found.
      expectError(
        await owner.call(method, pagePath(theirs.engagement.id, mine.page.id)),
        404,
        engagementMessages.notFound,
      );
      expectError(
        await owner.call(method, pagePath(theirs.engagement.id, theirs.page.id)),
        404,
        engagementMessages.notFound,
      );
      // My engagement, their page (or none at all): the page is not found.
      expectError(
        await owner.call(method, pagePath(mine.engagement.id, theirs.page.id)),
        404,
        bookingPageMessages.notFound,
      );
      expectError(
        await owner.call(method, pagePath(mine.engagement.id, randomUUID())),
        404,
        bookingPageMessages.notFound,
      );
      expectError(
        await owner.call(method, pagePath(randomUUID(), mine.page.id)),
        404,
        engagementMessages.notFound,
      );
    }
    expectError(
      await other.call('GET', budgetPath(mine.engagement.id, '2030-06')),
      404,
      engagementMessages.notFound,
    );
    expectError(
      await other.call('GET', budgetPath(mine.engagement.id)),
      404,
      engagementMessages.notFound,
    );
    expect((await readEngagement(owner, mine.engagement.id)).bookingPages).toEqual([]);
    expect((await readEngagement(other, theirs.engagement.id)).bookingPages).toEqual([]);
    expect((await storedPage(theirs.page.id)).engagementId).toBeUndefined();
  });

  it('answers ids that cannot exist as not found', async () => {
    const { page, engagement } = await engagementWithPage(owner);
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(
        await owner.call(method, pagePath('nope', page.id)),
        404,
        engagementMessages.notFound,
      );
      expectError(
        await owner.call(method, pagePath(engagement.id, 'nope')),
        404,
        bookingPageMessages.notFound,
      );
    }
    expectError(
      await owner.call('GET', budgetPath('nope', '2030-06')),
      404,
      engagementMessages.notFound,
    );
    expectError(
      await owner.call('GET', budgetPath(randomUUID(), '2030-06')),
      404,
      engagementMessages.notFound,
    );
  });
});

describe('linking a booking page', () => {
  it('lists a page of the client on the engagement; linking it again changes nothing', async () => {
    const { page, engagement } = await engagementWithPage(owner);
    const linked = await linkPageToEngagement(owner, engagement.id, page.id);
    expect(linked.bookingPages).toEqual([{ id: page.id, name: page.name }]);
    expect(linked).toEqual({ ...engagement, bookingPages: linked.bookingPages });
    expect(await readEngagement(owner, engagement.id)).toEqual(linked);
    expect(await linkPageToEngagement(owner, engagement.id, page.id)).toEqual(linked);
    expect(await readEngagement(owner, engagement.id)).toEqual(linked);
  });

  it('refuses a page that bills another client, or none, with 409, linking nothing', async () => {
    const { engagement } = await engagementWithPage(owner);
    const unbilled = await createPage(owner, { slugPrefix: 'unbilled' });
    const elsewhere = await pageOfClient(owner, (await createClient(owner)).id);
    for (const page of [unbilled, elsewhere])
      expectError(
        await owner.call('PUT', pagePath(engagement.id, page.id)),
        409,
        engagementMessages.pageOfOtherClient,
      );
    expect((await readEngagement(owner, engagement.id)).bookingPages).toEqual([]);
    expect((await storedPage(unbilled.id)).engagementId).toBeUndefined();
    expect((await storedPage(elsewhere.id)).engagementId).toBeUndefined();
  });

  it('moves a page from another engagement of the client', async () => {
    const { client, page, engagement: first } = await engagementWithPage(owner);
    const second = await draftEngagement(owner, client.id);
    await linkPageToEngagement(owner, first.id, page.id);
    expect(pagesOf(await linkPageToEngagement(owner, second.id, page.id))).toEqual([page.id]);
    expect(pagesOf(await readEngagement(owner, first.id))).toEqual([]);
    expect(pagesOf(await readEngagement(owner, second.id))).toEqual([page.id]);
  });

  it(`links at most ${MAX_ENGAGEMENT_PAGES} pages (409 beyond)`, async () => {
    const client = await createClient(owner);
    const engagement = await draftEngagement(owner, client.id);
    const pages = await Promise.all(
      Array.from({ length: MAX_ENGAGEMENT_PAGES + 1 }, () =>
        createPage(owner, { slugPrefix: 'many' }),
      ),
    );
    // One at a time: each link rewrites the client's list of pages.
    for (const page of pages) await linkPageToClient(owner, client.id, page.id);
    for (const page of pages.slice(0, MAX_ENGAGEMENT_PAGES))
      await linkPageToEngagement(owner, engagement.id, page.id);
    expectError(
      await owner.call('PUT', pagePath(engagement.id, pages.at(-1)!.id)),
      409,
      engagementMessages.tooManyBookingPages,
    );
    expect(pagesOf(await readEngagement(owner, engagement.id))).toHaveLength(MAX_ENGAGEMENT_PAGES);
  });

  it('refuses a new page for an engagement that has ended (409)', async () => {
    const { page, engagement } = await engagementWithPage(owner);
    // Ended as the engagement's end will mark it; this suite is about its pages.
    await table.update(
      engagementKey(owner.sub!, engagement.id),
      { set: { status: 'ended' } },
      { exists: true },
    );
    expectError(
      await owner.call('PUT', pagePath(engagement.id, page.id)),
      409,
      engagementMessages.engagementEnded,
    );
    expect((await readEngagement(owner, engagement.id)).bookingPages).toEqual([]);
  });
});

describe('unlinking a booking page', () => {
  it('takes it off the engagement; unlinking it again changes nothing', async () => {
    const { page, engagement } = await engagementWithPage(owner);
    const linked = await linkPageToEngagement(owner, engagement.id, page.id);
    const unlinked = await unlink(owner, engagement.id, page.id);
    expect(unlinked).toEqual({ ...linked, bookingPages: [] });
    expect(await readEngagement(owner, engagement.id)).toEqual(unlinked);
    expect((await storedPage(page.id)).engagementId).toBeUndefined();
    expect(await unlink(owner, engagement.id, page.id)).toEqual(unlinked);
    // A page never linked is unlinked already.
    const never = await pageOfClient(owner, engagement.clientId);
    expect(await unlink(owner, engagement.id, never.id)).toEqual(unlinked);
  });

  it('drops the link when the page moves to another client, for good', async () => {
    const { client, page, engagement } = await engagementWithPage(owner);
    await linkPageToEngagement(owner, engagement.id, page.id);
    await linkPageToClient(owner, (await createClient(owner)).id, page.id);
    expect((await readEngagement(owner, engagement.id)).bookingPages).toEqual([]);
    // Back with the engagement's client, it is not linked again by itself.
    await linkPageToClient(owner, client.id, page.id);
    expect((await readEngagement(owner, engagement.id)).bookingPages).toEqual([]);
    expect((await storedPage(page.id)).engagementId).toBeUndefined();
  });
});

describe('deleting a draft engagement', () => {
  it('unlinks its pages, which another engagement may then link', async () => {
    const { client, page, engagement } = await engagementWithPage(owner);
    await linkPageToEngagement(owner, engagement.id, page.id);
    const deleted = await owner.call('DELETE', `/api/engagements/${engagement.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await storedPage(page.id)).engagementId).toBeUndefined();
    const next = await draftEngagement(owner, client.id);
    expect(pagesOf(await linkPageToEngagement(owner, next.id, page.id))).toEqual([page.id]);
    expect((await storedPage(page.id)).engagementId).toBe(next.id);
  });
});

describe('moving a draft engagement to another client', () => {
  it('unlinks its pages, which bill the former client; moving back links none again', async () => {
    const { client, page, engagement } = await engagementWithPage(owner);
    await linkPageToEngagement(owner, engagement.id, page.id);
    const move = async (clientId: string) => {
      const res = await owner.call('PUT', `/api/engagements/${engagement.id}`, {
        body: engagementForm(clientId, { title: engagement.title }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ZEngagement.parse(res.body);
    };
    expect((await move((await createClient(owner)).id)).bookingPages).toEqual([]);
    expect((await storedPage(page.id)).engagementId).toBeUndefined();
    expect((await move(client.id)).bookingPages).toEqual([]);
  });
});

describe("a month's budget", () => {
  it('refuses a month it cannot read (400)', async () => {
    const { engagement } = await engagementWithPage(owner);
    for (const month of ['2030-13', 'abc', '2030-00', '2030-6', '2030-06-01'])
      expectError(
        await owner.call('GET', budgetPath(engagement.id, month)),
        400,
        budgetMessages.month,
      );
  });

  it("counts a draft's linked pages' entries and meetings in its month and days, agreeing no hours", async () => {
    const client = await createClient(owner);
    // The page keeps New York's calendar, the engagement London's: months are London's.
    const page = await pageOfClient(owner, client.id, { timeZone: 'America/New_York' });
    const unlinkedPage = await pageOfClient(owner, client.id);
    const engagement = await draftEngagement(owner, client.id, { startDate: '2030-03-10' });
    await linkPageToEngagement(owner, engagement.id, page.id);

    const entry = await logEntry(owner, page.id, '2030-03-12T09:00', '2030-03-12T10:30');
    expect(entry.durationMinutes).toBe(90);
    // Before the engagement's first day, and on a page not linked: neither counts.
    await logEntry(owner, page.id, '2030-03-09T09:00', '2030-03-09T11:00');
    await logEntry(owner, unlinkedPage.id, '2030-03-12T09:00', '2030-03-12T12:00');

    const march = await budgetOf(owner, engagement.id, '2030-03');
    expect(march).toEqual({
      month: '2030-03',
      firstMonth: '2030-03',
      lastMonth: '2030-03',
      timeZone: 'Europe/London',
      baseMinutes: null,
      carriedMinutes: 0,
      agreedMinutes: null,
      usedMinutes: entry.durationMinutes,
      remainingMinutes: null,
      overageMinutes: 0,
      burnPercent: null,
      rows: [
        {
          kind: 'unassigned',
          workstreamId: null,
          name: budgetMessages.unassigned,
          minutes: entry.durationMinutes,
        },
      ],
    });

    // A meeting added by hand counts under meetings.
    await addMeeting(owner, page.id, '2030-03-13', '14:00', '14:45');
    const withMeeting = await budgetOf(owner, engagement.id, '2030-03');
    expect(withMeeting.usedMinutes).toBe(90 + 45);
    expect(withMeeting.rows).toEqual([
      { kind: 'unassigned', workstreamId: null, name: budgetMessages.unassigned, minutes: 90 },
      { kind: 'meetings', workstreamId: null, name: budgetMessages.meetings, minutes: 45 },
    ]);

    // 19:30 on 31 March in New York is already April in London.
    await logEntry(owner, page.id, '2030-03-31T19:30', '2030-03-31T20:00');
    expect((await budgetOf(owner, engagement.id, '2030-03')).usedMinutes).toBe(135);
    const april = await budgetOf(owner, engagement.id, '2030-04');
    expect(april).toMatchObject({ month: '2030-04', usedMinutes: 30, agreedMinutes: null });
    // Before the engagement, nothing.
    expect(await budgetOf(owner, engagement.id, '2030-02')).toMatchObject({
      usedMinutes: 0,
      agreedMinutes: null,
      rows: [],
    });

    // Unlinked, the page's time no longer counts.
    await unlink(owner, engagement.id, page.id);
    expect(await budgetOf(owner, engagement.id, '2030-03')).toMatchObject({
      usedMinutes: 0,
      rows: [],
    });
  });

  it('leaves a cancelled booking out', async () => {
    // Bookings are taken only a few weeks ahead, so this engagement starts on a day ahead of today.
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const client = await createClient(owner);
    const page = await createOpenPage(owner, {
      name: 'Risk review',
      slugPrefix: 'budget',
      timeZone: 'UTC',
    });
    await linkPageToClient(owner, client.id, page.id);
    const engagement = await draftEngagement(owner, client.id, {
      startDate: day,
      timeZone: 'UTC',
    });
    await linkPageToEngagement(owner, engagement.id, page.id);

    const book = async (time: string): Promise<TBooking> => {
      const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
        body: {
          startTime: `${day}T${time}:00.000Z`,
          attendeeName: 'Grace Hopper',
          attendeeEmail: `visitor-${randomUUID().slice(0, 8)}@example.com`,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return ZBooking.parse(res.body);
    };
    const kept = await book('10:00');
    const cancelled = await book('12:00');
    const cancel = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/meetings/${cancelled.id}/cancel`,
      { body: {} },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(204);

    const minutes = (Date.parse(kept.endTime) - Date.parse(kept.startTime)) / 60_000;
    const budget = await budgetOf(owner, engagement.id, day.slice(0, 7));
    expect(budget.usedMinutes).toBe(minutes);
    expect(budget.rows).toEqual([
      { kind: 'meetings', workstreamId: null, name: budgetMessages.meetings, minutes },
    ]);
  });
});

describe('an active retainer of 2 hours a month, carrying up to 45 minutes', () => {
  let engagement: TEngagement;
  let page: TBookingPage;

  beforeAll(async () => {
    const client = await createClient(owner);
    page = await pageOfClient(owner, client.id);
    const draft = await draftEngagement(owner, client.id, {
      startDate: '2030-06-01',
      model: { kind: 'retainer', hoursPerMonth: '2', rate: '150' },
      rollover: { kind: 'carry', capHours: '0.75' },
      workstreams: [{ name: 'ISO 27001 audit' }, { name: 'Board reporting' }],
    });
    await linkPageToEngagement(owner, draft.id, page.id);
    engagement = await activateByLetter(
      stack,
      { owner, ownerEmail, approverEmail: client.contacts[0]!.email, anonymous },
      draft.id,
    );
  });

  it('agrees the signed hours, burns them down and counts the time beyond', async () => {
    expect(engagement.status).toBe('active');
    expect(pagesOf(engagement)).toEqual([page.id]);
    expect(await budgetOf(owner, engagement.id, '2030-06')).toEqual({
      month: '2030-06',
      firstMonth: '2030-06',
      lastMonth: expect.any(String),
      timeZone: 'Europe/London',
      baseMinutes: 120,
      carriedMinutes: 0,
      agreedMinutes: 120,
      usedMinutes: 0,
      remainingMinutes: 120,
      overageMinutes: 0,
      burnPercent: 0,
      rows: [],
    });
    // Without a month: the current one, or the first while the engagement is yet to start.
    const current = monthOf(new Date(), 'Europe/London');
    const latest = current > '2030-06' ? current : '2030-06';
    expect(await budgetOf(owner, engagement.id)).toMatchObject({
      month: latest,
      lastMonth: latest,
    });

    await logEntry(owner, page.id, '2030-06-03T09:00', '2030-06-03T10:30');
    expect(await budgetOf(owner, engagement.id, '2030-06')).toMatchObject({
      agreedMinutes: 120,
      usedMinutes: 90,
      remainingMinutes: 30,
      overageMinutes: 0,
      burnPercent: 75,
    });

    await logEntry(owner, page.id, '2030-06-04T09:00', '2030-06-04T10:00');
    expect(await budgetOf(owner, engagement.id, '2030-06')).toMatchObject({
      agreedMinutes: 120,
      usedMinutes: 150,
      remainingMinutes: 0,
      overageMinutes: 30,
      burnPercent: 125,
    });
  });

  it("carries a month's unused hours, up to the cap, into the next month only", async () => {
    // June was overspent (the test before): July receives nothing.
    await logEntry(owner, page.id, '2030-07-02T09:00', '2030-07-02T09:30');
    expect(await budgetOf(owner, engagement.id, '2030-07')).toMatchObject({
      baseMinutes: 120,
      carriedMinutes: 0,
      agreedMinutes: 120,
      usedMinutes: 30,
      remainingMinutes: 90,
    });
    // July left 90 minutes unused, of which the cap carries 45 into August.
    expect(await budgetOf(owner, engagement.id, '2030-08')).toMatchObject({
      baseMinutes: 120,
      carriedMinutes: 45,
      agreedMinutes: 165,
      usedMinutes: 0,
      remainingMinutes: 165,
      burnPercent: 0,
    });
  });

  it("counts an entry under its workstream's row", async () => {
    const [, board] = engagement.workstreams;
    await logEntry(owner, page.id, '2030-08-05T09:00', '2030-08-05T10:00', {
      workstreamId: board!.id,
    });
    await logEntry(owner, page.id, '2030-08-06T09:00', '2030-08-06T09:15');
    expect(await budgetOf(owner, engagement.id, '2030-08')).toMatchObject({
      agreedMinutes: 165,
      usedMinutes: 75,
      remainingMinutes: 90,
      burnPercent: 45,
      rows: [
        { kind: 'workstream', workstreamId: board!.id, name: 'Board reporting', minutes: 60 },
        { kind: 'unassigned', workstreamId: null, name: budgetMessages.unassigned, minutes: 15 },
      ],
    });
  });
});
