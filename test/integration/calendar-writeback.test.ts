import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingPage, type TBookingPage } from '@contracts/booking/booking-page';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import type { TOAuthProvider } from '@contracts/booking/connection';
import { ZMeetingList, type TMeeting, type TMeetingPlatform } from '@contracts/booking/meeting';
import type { TMeetingLocation } from '@contracts/booking/meeting-location';
import {
  bookingMessages,
  ZBooking,
  ZCalendarRefresh,
  ZPublicBookingPage,
  ZSlotList,
  type TBooking,
} from '@contracts/booking/public-booking';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { calendarConnect } from '../support/calendar-connect';
import {
  startFakeProviders,
  type FakeCalendar,
  type FakeProviders,
} from '../support/fake-calendar-providers';
import { poll, readInvite, waitForMail as waitForMailIn } from '../support/outbox';
import { startStack, type StartedStack } from '../support/stack';
import { stackTable } from '../support/table';

// Its own stack: bookings written back to the fake Google and Microsoft calendars.
let fakes: FakeProviders;
let stack: StartedStack;
let owner: Caller;
let anonymous: Caller;

beforeAll(async () => {
  fakes = await startFakeProviders();
  stack = await startStack({ web: false, calendarProviders: fakes.env() });
  anonymous = anonymousCaller(stack);
  owner = await userCaller(stack);
});

afterAll(async () => {
  await stack?.stop();
  await fakes?.stop();
});

const { connect, sync } = calendarConnect(() => owner);
const waitForMail = (email: string, subject: RegExp) =>
  waitForMailIn(stack.outboxDir, email, subject);
/** Until `find` answers, for up to 10 s: the write-back runs after the request has answered. */
const eventually = <T>(find: () => T | undefined, what: string) =>
  poll(() => Promise.resolve(find()), 10_000, `Never: ${what}`);

const DAY = 86_400_000;
/** `hour`:00 UTC, `days` days ahead. */
const at = (days: number, hour: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();
/** Each test's times on a day of their own, so no two tests share a slot of the owner. */
let nextDay = 3;
const freshDay = () => nextDay++;

const createPage = (name: string) =>
  createOpenPage(owner, { name, slugPrefix: 'wb', timeZone: 'UTC' });

async function book(
  page: TBookingPage,
  startTime: string,
  platform: TMeetingPlatform,
): Promise<{ booking: TBooking; email: string }> {
  const email = `wb-${randomUUID().slice(0, 8)}@example.com`;
  const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Grace Hopper',
      attendeeEmail: email,
      attendeeTimeZone: 'America/New_York',
      meetingPlatform: platform,
      notes: 'Board pack review',
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { booking: ZBooking.parse(res.body), email };
}

async function meetingsOf(page: TBookingPage, day: number): Promise<TMeeting[]> {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/meetings?from=${at(day, 0)}&to=${at(day + 1, 0)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

/** The one event the product wrote to `fake` for a booking at `start`. */
const writtenAt = (fake: FakeCalendar, start: string) =>
  fake.writtenEvents().find((e) => !e.deleted && new Date(e.start).toISOString() === start);

const cases: { provider: TOAuthProvider; platform: TMeetingPlatform; link: RegExp }[] = [
  { provider: 'google', platform: 'google_meet', link: /^https:\/\/meet\.google\.com\// },
  { provider: 'microsoft', platform: 'teams', link: /^https:\/\/teams\.microsoft\.com\// },
];

describe.each(cases)(
  'a booking on a page with $provider connected',
  ({ provider, platform, link }) => {
    const fake = () => fakes[provider];
    let page: TBookingPage;

    beforeAll(async () => {
      page = await createPage(`Board review ${provider}`);
      await connect(page, provider);
    });

    it('is written to the calendar with a real meeting link, which the mails and the .ics carry', async () => {
      const day = freshDay();
      const { booking, email } = await book(page, at(day, 10), platform);
      const confirmation = await waitForMail(email, /^Meeting booked: /);
      const event = writtenAt(fake(), booking.startTime);
      expect(event).toBeDefined();
      expect(new Date(event!.end).toISOString()).toBe(booking.endTime);
      expect(event!.title).toBe(`Board review ${provider} with Grace Hopper`);
      expect(event!.description).toContain(`Grace Hopper <${email}>`);
      expect(event!.joinUrl).toMatch(link);

      expect(confirmation.text).toContain(`Join the meeting: ${event!.joinUrl}`);
      const invite = readInvite(confirmation);
      expect(invite.event.location).toBe(event!.joinUrl);
      expect(invite.text).toContain(`URL;VALUE=URI:${event!.joinUrl}`);
      const [meeting] = await meetingsOf(page, day);
      expect(meeting).toMatchObject({ id: booking.id, joinUrl: event!.joinUrl });
      // The visitor's own link shows it too.
      const token = /\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? '')?.[1];
      const byLink = await anonymous.call('GET', '/api/public/bookings/by-link', {
        headers: { [LINK_TOKEN_HEADER]: token ?? '' },
      });
      expect(byLink.status).toBe(200);
      expect(ZBookingByToken.parse(byLink.body).joinUrl).toBe(event!.joinUrl);
    });

    it('shows the join link through the booking answer’s own manage link once it is made', async () => {
      const day = freshDay();
      const { booking } = await book(page, at(day, 12), platform);
      const token = booking.manageToken;
      expect(token).toMatch(/^[\w-]{43}$/);
      const byLink = async () => {
        const res = await anonymous.call('GET', '/api/public/bookings/by-link', {
          headers: { [LINK_TOKEN_HEADER]: token! },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return ZBookingByToken.parse(res.body);
      };
      expect(await byLink()).toMatchObject({ platform, status: 'scheduled' });
      // The provider makes the link after the answer: the page asks until it is there.
      const joinUrl = await poll(async () => (await byLink()).joinUrl, 10_000, 'No join link');
      expect(joinUrl).toMatch(link);
      expect(joinUrl).toBe(writtenAt(fake(), booking.startTime)?.joinUrl);
    });

    it('is never imported back as busy time by a sync', async () => {
      const day = freshDay();
      const { booking, email } = await book(page, at(day, 11), platform);
      await waitForMail(email, /^Meeting booked: /);
      const result = await sync(page);
      expect(result.created).toBe(0);
      expect((await meetingsOf(page, day)).map((m) => m.id)).toEqual([booking.id]);
    });

    it('moves with the meeting, then is deleted with it', async () => {
      const day = freshDay();
      const { booking, email } = await book(page, at(day, 9), platform);
      await waitForMail(email, /^Meeting booked: /);
      const event = writtenAt(fake(), booking.startTime)!;

      const moved = await owner.call(
        'POST',
        `/api/booking-pages/${page.id}/meetings/${booking.id}/reschedule`,
        { body: { startTime: at(day, 14), idempotencyKey: randomUUID() } },
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await eventually(
        () =>
          new Date(fake().find(event.id)?.start ?? 0).toISOString() === at(day, 14) ? 1 : undefined,
        'the event moved',
      );
      // Still one event for the meeting, with the same meeting link.
      const ours = fake()
        .writtenEvents()
        .filter(
          (e) =>
            !e.deleted &&
            (e.privateProperties?.vcisoMeetingId === booking.id ||
              e.transactionId === `vciso-${booking.id}`),
        );
      expect(ours.map((e) => [e.id, e.joinUrl])).toEqual([[event.id, event.joinUrl]]);

      const cancelled = await owner.call(
        'POST',
        `/api/booking-pages/${page.id}/meetings/${booking.id}/cancel`,
        { body: { message: 'Something came up' } },
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(204);
      await eventually(() => (fake().find(event.id)?.deleted ? 1 : undefined), 'the event deleted');
    });
  },
);

describe('deleting a page whose bookings were written back', () => {
  it('deletes their events from the connected calendar with the cancellations', async () => {
    const page = await createPage('Closing page');
    await connect(page, 'google');
    const day = freshDay();
    const { booking, email } = await book(page, at(day, 10), 'google_meet');
    await waitForMail(email, /^Meeting booked: /);
    const event = writtenAt(fakes.google, booking.startTime)!;
    expect(event).toBeDefined();

    expect((await owner.call('DELETE', `/api/booking-pages/${page.id}`)).status).toBe(204);
    await waitForMail(email, /^Meeting cancelled by the host: /);
    await eventually(
      () => (fakes.google.find(event.id)?.deleted ? 1 : undefined),
      'the deleted page’s event deleted',
    );
  });
});

describe('video platforms offered only where a calendar will make the link', () => {
  const offered = async (page: TBookingPage) => {
    const res = await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`);
    expect(res.status).toBe(200);
    return ZPublicBookingPage.parse(res.body).meetingPlatforms;
  };
  const request = (page: TBookingPage, startTime: string, fields: Record<string, unknown>) =>
    anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
      body: {
        startTime,
        attendeeName: 'Grace Hopper',
        attendeeEmail: `wb-${randomUUID().slice(0, 8)}@example.com`,
        idempotencyKey: randomUUID(),
        ...fields,
      },
    });
  /** Refused with the message on the field, and nothing written: no meeting, the time still free. */
  async function refused(page: TBookingPage, day: number, fields: Record<string, unknown>) {
    const res = await request(page, at(day, 10), fields);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: 'validation_error',
        message: bookingMessages.platformUnavailable,
        fields: { meetingPlatform: bookingMessages.platformUnavailable },
      },
    });
    expect(await meetingsOf(page, day)).toEqual([]);
    const free = await anonymous.call(
      'GET',
      `/api/public/booking-pages/${page.slug}/slots?from=${at(day, 10)}&to=${at(day, 11)}`,
    );
    expect(ZSlotList.parse(free.body).slots.map((s) => s.start)).toContain(at(day, 10));
  }

  it('offers none on a page with no calendar connected, refuses one, books without one', async () => {
    const page = await createPage('Nothing connected');
    expect(await offered(page)).toEqual([]);
    const day = freshDay();
    const key = randomUUID();
    await refused(page, day, { meetingPlatform: 'google_meet', idempotencyKey: key });
    await refused(page, day, { meetingPlatform: 'teams' });
    // The refused request claimed nothing: its key books the time once it asks for no platform.
    const res = await request(page, at(day, 10), { idempotencyKey: key });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(ZBooking.parse(res.body).meetingPlatform).toBeNull();
    const [meeting] = await meetingsOf(page, day);
    expect(meeting).toMatchObject({ platform: null });
    expect(meeting!.joinUrl).toBeUndefined();
  });

  it('offers only the connected provider’s platform, and none once it is disconnected', async () => {
    const page = await createPage('Google only');
    const connection = await connect(page, 'google');
    expect(await offered(page)).toEqual(['google_meet']);
    await refused(page, freshDay(), { meetingPlatform: 'teams' });

    const gone = await owner.call(
      'DELETE',
      `/api/booking-pages/${page.id}/connections/${connection.id}`,
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(204);
    expect(await offered(page)).toEqual([]);
    await refused(page, freshDay(), { meetingPlatform: 'google_meet' });
  });

  it('writes a booking to the calendar of its platform’s provider, not the primary', async () => {
    const page = await createPage('Both connected');
    await connect(page, 'google');
    await connect(page, 'microsoft');
    expect(await offered(page)).toEqual(['google_meet', 'teams']);
    const { booking, email } = await book(page, at(freshDay(), 10), 'teams');
    const confirmation = await waitForMail(email, /^Meeting booked: /);
    const event = writtenAt(fakes.microsoft, booking.startTime);
    expect(event?.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    expect(writtenAt(fakes.google, booking.startTime)).toBeUndefined();
    expect(confirmation.text).toContain('Platform: Microsoft Teams');
    expect(confirmation.text).toContain(`Join the meeting: ${event!.joinUrl}`);
  });
});

const ownVideo = 'https://video.example.com/rooms/board-review';
const placeCases: {
  provider: TOAuthProvider;
  location: TMeetingLocation;
  /** The provider's location text, and the URL Graph keeps beside it (Google has no such field). */
  text: string;
  uri?: string;
}[] = [
  { provider: 'google', location: { kind: 'video_link', value: ownVideo }, text: ownVideo },
  {
    provider: 'google',
    location: { kind: 'in_person', value: '1 Main Street, London' },
    text: '1 Main Street, London',
  },
  {
    provider: 'microsoft',
    location: { kind: 'video_link', value: ownVideo },
    text: ownVideo,
    uri: ownVideo,
  },
  {
    provider: 'microsoft',
    location: { kind: 'phone', value: '+44 20 7946 0000' },
    text: 'Phone call, +44 20 7946 0000',
  },
];

describe.each(placeCases)(
  'a booking on a page whose owner set $location.kind, with $provider connected',
  ({ provider, location, text, uri }) => {
    it('is written with the place in the provider’s own location field', async () => {
      const page = await createOpenPage(owner, {
        name: `Place ${provider}`,
        slugPrefix: 'wb-place',
        timeZone: 'UTC',
        location,
      });
      await connect(page, provider);
      const email = `wb-${randomUUID().slice(0, 8)}@example.com`;
      const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
        body: {
          startTime: at(freshDay(), 10),
          attendeeName: 'Grace Hopper',
          attendeeEmail: email,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const booking = ZBooking.parse(res.body);
      await waitForMail(email, /^Meeting booked: /);
      const event = writtenAt(fakes[provider], booking.startTime);
      expect(event).toBeDefined();
      expect(event!.location).toBe(text);
      expect(event!.locationUri).toBe(uri);
      // No provider-made meeting: the host's own link is the one to join.
      expect(event!.joinUrl).toBeUndefined();
      expect(event!.description).toContain('Where: ');
    });
  },
);

describe('a provider that refuses to write', () => {
  it('still lets the booking through and mails its confirmation, without a link', async () => {
    const page = await createPage('Provider down');
    await connect(page, 'microsoft');
    fakes.microsoft.failWrites(503);
    try {
      const day = freshDay();
      const { booking, email } = await book(page, at(day, 10), 'teams');
      const confirmation = await waitForMail(email, /^Meeting booked: /);
      expect(confirmation.text).not.toContain('Join the meeting');
      expect(writtenAt(fakes.microsoft, booking.startTime)).toBeUndefined();
      expect((await meetingsOf(page, day)).map((m) => m.status)).toEqual(['scheduled']);
    } finally {
      fakes.microsoft.failWrites(undefined);
    }
  });
});

describe('the public page’s refresh before free times', () => {
  let page: TBookingPage;
  const offers = async (start: string) => {
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    const res = await anonymous.call(
      'GET',
      `/api/public/booking-pages/${page.slug}/slots?from=${start}&to=${end}`,
    );
    expect(res.status).toBe(200);
    return ZSlotList.parse(res.body).slots.some((s) => s.start === start);
  };
  const refresh = async (slug = page.slug) => {
    const res = await anonymous.call('POST', `/api/public/booking-pages/${slug}/refresh`);
    return { status: res.status, body: res.body };
  };
  /** The connection's last sync moved `minutes` into the past, as time passing would. */
  async function ageLastSync(minutes: number) {
    const connections = await owner.call('GET', `/api/booking-pages/${page.id}/connections`);
    const [connection] = (connections.body as { connections: { id: string }[] }).connections;
    await stackTable(stack).update(
      { PK: `CALCONN#${page.id}`, SK: `CONN#${connection!.id}` },
      { set: { lastSyncedAt: new Date(Date.now() - minutes * 60_000).toISOString() } },
      { exists: true },
    );
  }

  beforeAll(async () => {
    page = await createPage('Refreshed page');
    await connect(page, 'google');
    await sync(page);
  });

  it('leaves a calendar synced minutes ago alone', async () => {
    const day = freshDay();
    fakes.google.createEvent({ title: 'Dentist', start: at(day, 10), end: at(day, 11) });
    const answer = await refresh();
    expect(answer.status).toBe(200);
    expect(ZCalendarRefresh.parse(answer.body)).toEqual({ synced: 0, fresh: true });
    expect(await offers(at(day, 10))).toBe(true);
  });

  it('syncs a stale calendar first, so busy time added since is not offered', async () => {
    const day = freshDay();
    fakes.google.createEvent({ title: 'Dentist', start: at(day, 10), end: at(day, 11) });
    await ageLastSync(6);
    expect(ZCalendarRefresh.parse((await refresh()).body)).toEqual({ synced: 1, fresh: true });
    expect(await offers(at(day, 10))).toBe(false);
    // Synced just now: the next visitor's refresh asks the provider nothing.
    const listed = fakes.google.listings.incremental + fakes.google.listings.full;
    expect(ZCalendarRefresh.parse((await refresh()).body)).toEqual({ synced: 0, fresh: true });
    expect(fakes.google.listings.incremental + fakes.google.listings.full).toBe(listed);
  });

  it('imports busy time across the whole horizon, past the old eight weeks', async () => {
    const current = ZBookingPage.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}`)).body,
    );
    const res = await owner.call('PATCH', `/api/booking-pages/${page.id}`, {
      body: { horizonDays: 90, version: current.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fakes.google.createEvent({ title: 'Far off', start: at(80, 10), end: at(80, 11) });
    await ageLastSync(6);
    expect(ZCalendarRefresh.parse((await refresh()).body)).toMatchObject({ fresh: true });
    expect(await offers(at(80, 10))).toBe(false);
  });

  it('answers a link that does not exist as the page does', async () => {
    expect((await refresh('no-such-page-here')).status).toBe(404);
    expect((await refresh('NOT A SLUG')).status).toBe(404);
  });
});

describe('the scheduled sync', () => {
  it('brings a connected calendar’s changes in when its turn comes, without Sync Now', async () => {
    applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
    const { calendarSyncDeps } = await import('../../lambdas/events/calendar-sync');
    const { syncDueConnections } =
      await import('../../lambdas/services/booking-pages/sync-due-connections');
    const page = await createPage('Swept page');
    await connect(page, 'microsoft');
    const day = freshDay();
    fakes.microsoft.createEvent({ title: 'Board call', start: at(day, 15), end: at(day, 16) });
    const later = new Date(Date.now() + 16 * 60_000);
    const run = await syncDueConnections(
      { ...calendarSyncDeps.deps, clock: { now: () => later } },
      {},
    );
    expect(run.synced).toBeGreaterThanOrEqual(1);
    expect((await meetingsOf(page, day)).map((m) => [m.title, m.source])).toEqual([
      ['Board call', 'microsoft'],
    ]);
    const connections = await owner.call('GET', `/api/booking-pages/${page.id}/connections`);
    expect(JSON.stringify(connections.body)).toContain(later.toISOString());
  });
});
