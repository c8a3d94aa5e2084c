import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bookingPageMessages,
  ZBookingPage,
  ZBookingPageList,
  ZDeletionImpact,
  type TBookingPage,
  type TUpdateBookingPage,
} from '@contracts/booking/booking-page';
import { ZMeetingList } from '@contracts/booking/meeting';
import {
  bookingMessages,
  ZBooking,
  ZPublicBookingPage,
  ZSlotList,
} from '@contracts/booking/public-booking';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { waitForMail } from '../support/outbox';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

const newPage = (caller = owner) =>
  createOpenPage(caller, { name: 'Advisory call', slugPrefix: 'bp', timeZone: 'UTC' });

const edit = (caller: Caller, id: string, body: Partial<TUpdateBookingPage> | unknown) =>
  caller.call('PATCH', `/api/booking-pages/${id}`, { body });

async function edited(id: string, body: Partial<TUpdateBookingPage>): Promise<TBookingPage> {
  const res = await edit(owner, id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBookingPage.strict().parse(res.body);
}

async function pageOf(caller: Caller, id: string): Promise<TBookingPage> {
  const res = await caller.call('GET', `/api/booking-pages/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBookingPage.strict().parse(res.body);
}

/** A UTC day a week or more ahead, as YYYY-MM-DD, distinct per call. */
let dayOffset = 8;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const book = (slug: string, startTime: string, attendeeEmail = 'ada@example.com') =>
  anonymous.call('POST', `/api/public/booking-pages/${slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Ada Lovelace',
      attendeeEmail,
      idempotencyKey: randomUUID(),
    },
  });

const slotsOf = (slug: string, day: string) =>
  anonymous.call(
    'GET',
    `/api/public/booking-pages/${slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
  );

async function meetingsOn(id: string, day: string) {
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await owner.call('GET', `/api/booking-pages/${id}/meetings?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

describe('who may edit a booking page', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await newPage();
  });

  it('answers 401 to anonymous callers, and changes nothing', async () => {
    expectError(await edit(anonymous, page.id, { name: 'Taken', version: 0 }), 401);
    expectError(await anonymous.call('GET', `/api/booking-pages/${page.id}/deletion-impact`), 401);
    expect((await pageOf(owner, page.id)).name).toBe('Advisory call');
  });

  it('answers another user 404, as for a page that does not exist, and changes nothing', async () => {
    expectError(
      await edit(other, page.id, { name: 'Taken', version: 0 }),
      404,
      bookingPageMessages.notFound,
    );
    expectError(
      await other.call('GET', `/api/booking-pages/${page.id}/deletion-impact`),
      404,
      bookingPageMessages.notFound,
    );
    expectError(await edit(owner, randomUUID(), { name: 'x', version: 0 }), 404);
    expect((await pageOf(owner, page.id)).name).toBe('Advisory call');
  });

  it('refuses bad input with 400 and the field’s message', async () => {
    expectError(
      await edit(owner, page.id, { name: 'No version' }),
      400,
      bookingPageMessages.versionRequired,
    );
    expectError(
      await edit(owner, page.id, { version: 0 }),
      400,
      bookingPageMessages.nothingToChange,
    );
    expectError(
      await edit(owner, page.id, { defaultMeetingDuration: 20, version: 0 }),
      400,
      bookingPageMessages.duration,
    );
    expectError(await edit(owner, page.id, { slug: 'Not A Slug', version: 0 }), 400);
    expectError(await edit(owner, page.id, { availability: [], version: 0 }), 400);
    expect(await pageOf(owner, page.id)).toEqual(page);
  });
});

describe('editing a booking page', () => {
  it('changes every setting and raises the version; a page never edited is at version 0', async () => {
    const page = await newPage();
    expect(page.version).toBe(0);
    // Reminders are on unless the owner turns them off.
    expect(page.reminders).toBe(true);
    const changes = {
      reminders: false,
      name: 'Board briefing',
      description: 'Forty-five minutes with the board',
      defaultMeetingDuration: 45,
      bufferTime: 15,
      minimumNoticeMinutes: 1440,
      horizonDays: 30,
      timeZone: 'Europe/Berlin',
      availability: [{ dayOfWeek: 2, startTime: '10:00', endTime: '12:00' }],
    };
    const after = await edited(page.id, { ...changes, version: 0 });
    expect(after).toMatchObject({ ...changes, version: 1, isActive: true, slug: page.slug });
    expect(await pageOf(owner, page.id)).toEqual(after);
    const pub = ZPublicBookingPage.parse(
      (await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).body,
    );
    expect(pub).toMatchObject({
      name: 'Board briefing',
      defaultMeetingDuration: 45,
      horizonDays: 30,
    });
  });

  it('refuses an edit made on settings changed since (409) and keeps the newer one', async () => {
    const page = await newPage();
    await edited(page.id, { name: 'First tab', version: 0 });
    expectError(
      await edit(owner, page.id, { name: 'Second tab', version: 0 }),
      409,
      bookingPageMessages.changedElsewhere,
    );
    expect(await pageOf(owner, page.id)).toMatchObject({ name: 'First tab', version: 1 });
  });

  it('of two edits sent at once on the same version, exactly one is saved', async () => {
    const page = await newPage();
    const answers = await Promise.all(
      ['Tab A', 'Tab B'].map((name) => edit(owner, page.id, { name, version: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const saved = ZBookingPage.parse(answers.find((a) => a.status === 200)!.body);
    expect(await pageOf(owner, page.id)).toMatchObject({ name: saved.name, version: 1 });
  });
});

describe('changing the slug', () => {
  it('moves the link; the old one still leads to the page and stays reserved for it', async () => {
    const page = await newPage();
    const slug = `moved-${randomUUID().slice(0, 8)}`;
    const after = await edited(page.id, { slug, version: 0 });
    expect(after.slug).toBe(slug);
    for (const s of [slug, page.slug]) {
      const res = await anonymous.call('GET', `/api/public/booking-pages/${s}`);
      expect(res.status, s).toBe(200);
      // The old link answers with the current slug, so the page can show the new address.
      expect(ZPublicBookingPage.parse(res.body).slug).toBe(slug);
    }
    const day = futureDay();
    expect(ZSlotList.parse((await slotsOf(page.slug, day)).body).slots.length).toBeGreaterThan(0);
    const res = await other.call('POST', '/api/booking-pages', {
      body: {
        name: 'Squatter',
        slug: page.slug,
        timeZone: 'UTC',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }],
      },
    });
    expectError(res, 409, bookingPageMessages.slugTaken);
    // The page may take its old slug back.
    expect((await edited(page.id, { slug: page.slug, version: 1 })).slug).toBe(page.slug);
    expect((await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).status).toBe(
      200,
    );
  });

  it('refuses a slug another page holds (409) and changes nothing', async () => {
    const [page, theirs] = await Promise.all([newPage(), newPage(other)]);
    expectError(
      await edit(owner, page.id, { slug: theirs.slug, name: 'Renamed', version: 0 }),
      409,
      bookingPageMessages.slugTaken,
    );
    expect(await pageOf(owner, page.id)).toEqual(page);
    const pub = ZPublicBookingPage.parse(
      (await anonymous.call('GET', `/api/public/booking-pages/${theirs.slug}`)).body,
    );
    expect(pub.name).toBe('Advisory call');
  });

  it('frees every slug of a deleted page', async () => {
    const page = await newPage();
    const slug = `gone-${randomUUID().slice(0, 8)}`;
    await edited(page.id, { slug, version: 0 });
    expect((await owner.call('DELETE', `/api/booking-pages/${page.id}`)).status).toBe(204);
    for (const s of [slug, page.slug]) {
      expectError(await anonymous.call('GET', `/api/public/booking-pages/${s}`), 404);
      const res = await other.call('POST', '/api/booking-pages', {
        body: {
          name: 'Reuse',
          slug: s,
          timeZone: 'UTC',
          availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});

describe('pausing a booking page', () => {
  it('shows visitors "not found" and refuses bookings while the owner still sees everything', async () => {
    const page = await newPage();
    const day = futureDay();
    const start = `${day}T10:00:00.000Z`;
    expect((await book(page.slug, start)).status).toBe(201);

    const paused = await edited(page.id, { isActive: false, version: 0 });
    expect(paused.isActive).toBe(false);
    // Visitors are told the page takes no bookings now, not that it does not exist.
    expectError(
      await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`),
      404,
      bookingMessages.paused,
    );
    expectError(await slotsOf(page.slug, day), 404, bookingMessages.paused);
    expectError(await book(page.slug, `${day}T12:00:00.000Z`), 404, bookingMessages.paused);

    expect(await pageOf(owner, page.id)).toMatchObject({ isActive: false, version: 1 });
    const listed = ZBookingPageList.parse((await owner.call('GET', '/api/booking-pages')).body);
    expect(listed.bookingPages.find((c) => c.id === page.id)?.isActive).toBe(false);
    expect((await meetingsOn(page.id, day)).map((m) => m.startTime)).toEqual([start]);

    await edited(page.id, { isActive: true, version: 1 });
    expect((await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).status).toBe(
      200,
    );
    expect((await book(page.slug, `${day}T12:00:00.000Z`)).status).toBe(201);
  });
});

describe('an edit racing bookings', () => {
  it('accepts no booking outside the new hours once the edit has committed', async () => {
    const page = await newPage();
    const day = futureDay();
    const closed = weekdayOf(day);
    // Every day open but the booked day: bookings on it are valid before the edit, not after.
    const availability = [0, 1, 2, 3, 4, 5, 6]
      .filter((d) => d !== closed)
      .map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '18:00' }));
    const starts = [8, 9, 10, 11, 12, 13, 14, 15].map(
      (h) => `${day}T${String(h).padStart(2, '0')}:00:00.000Z`,
    );
    const [editAnswer, ...bookings] = await Promise.all([
      edit(owner, page.id, { availability, version: 0 }),
      ...starts.map((s, i) => book(page.slug, s, `racer-${i}@example.com`)),
    ]);
    expect(editAnswer.status, JSON.stringify(editAnswer.body)).toBe(200);
    for (const res of bookings)
      if (res.status !== 201) expectError(res, 409, bookingMessages.slotUnavailable);
    // What was answered is what is stored: every 201 is a meeting, every 409 is none.
    const accepted = bookings.filter((r) => r.status === 201).map((r) => ZBooking.parse(r.body).id);
    expect((await meetingsOn(page.id, day)).map((m) => m.id).sort()).toEqual(accepted.sort());
    // After the edit, the day is closed for good.
    expectError(
      await book(page.slug, `${day}T16:00:00.000Z`),
      409,
      bookingMessages.slotUnavailable,
    );
    expect(ZSlotList.parse((await slotsOf(page.slug, day)).body).slots).toEqual([]);
  });
});

describe('deleting a booking page', () => {
  const impactOf = async (id: string) => {
    const res = await owner.call('GET', `/api/booking-pages/${id}/deletion-impact`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZDeletionImpact.strict().parse(res.body);
  };
  const logEntry = (id: string) =>
    owner.call('POST', `/api/booking-pages/${id}/timesheet-entries`, {
      body: {
        start: '2030-03-04T09:00',
        end: '2030-03-04T10:30',
        description: 'Risk review',
        billable: true,
        hourlyRate: '150.00',
        currency: 'GBP',
      },
    });
  const march = { period: 'custom', startDate: '2030-03-01', endDate: '2030-03-31' };

  it('is refused (409) while the page holds submitted work, and keeps everything', async () => {
    const page = await newPage();
    expect((await logEntry(page.id)).status).toBe(201);
    expect(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
          body: { ...march, sendToClient: false },
        })
      ).status,
    ).toBe(201);
    expect(await impactOf(page.id)).toEqual({
      upcomingBookings: 0,
      otherMeetings: 0,
      draftEntries: 0,
      lockedEntries: 1,
      canDelete: false,
    });
    expectError(
      await owner.call('DELETE', `/api/booking-pages/${page.id}`),
      409,
      bookingPageMessages.deletionRefused(1),
    );
    expect(await pageOf(owner, page.id)).toEqual(page);
    expect((await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).status).toBe(
      200,
    );
  });

  it('cancels each upcoming booking, mails its visitor, and deletes drafts and the page', async () => {
    const page = await newPage();
    const day = futureDay();
    const visitors = [1, 2].map(() => `visitor-${randomUUID().slice(0, 8)}@example.com`);
    for (const [i, email] of visitors.entries())
      expect((await book(page.slug, `${day}T1${i}:00:00.000Z`, email)).status).toBe(201);
    expect((await logEntry(page.id)).status).toBe(201);
    expect(await impactOf(page.id)).toEqual({
      upcomingBookings: 2,
      otherMeetings: 0,
      draftEntries: 1,
      lockedEntries: 0,
      canDelete: true,
    });

    expect((await owner.call('DELETE', `/api/booking-pages/${page.id}`)).status).toBe(204);
    for (const email of visitors) {
      const mail = await waitForMail(stack.outboxDir, email, /cancel/i, { timeoutMs: 20_000 });
      expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);
    }
    expectError(
      await owner.call('GET', `/api/booking-pages/${page.id}`),
      404,
      bookingPageMessages.notFound,
    );
    expectError(await owner.call('GET', `/api/booking-pages/${page.id}/deletion-impact`), 404);
    expectError(await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`), 404);
    const listed = ZBookingPageList.parse((await owner.call('GET', '/api/booking-pages')).body);
    expect(listed.bookingPages.some((c) => c.id === page.id)).toBe(false);
    // Deleting again is as for any page that is not there.
    expectError(await owner.call('DELETE', `/api/booking-pages/${page.id}`), 404);
  });
});
