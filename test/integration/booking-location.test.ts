import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApiError } from '@contracts/errors';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZBookingPage, type TBookingPage } from '@contracts/booking/booking-page';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { ZMeetingList } from '@contracts/booking/meeting';
import { bookingMessages, ZBooking, ZPublicBookingPage } from '@contracts/booking/public-booking';
import { locationMessages } from '@domain/booking/meeting-location';
import { ZMe } from '@contracts/system/get-me';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { readInvite, waitForMail as waitForMailIn } from '../support/outbox';
import { EVERY_DAY } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

const ADDRESS = '221B Baker Street, London NW1 6XE';
const VIDEO_LINK = 'https://video.example.com/rooms/ada-42';

let owner: Caller;
let ownerEmail: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  const me = await owner.call('GET', '/api/me');
  ownerEmail = ZMe.parse(me.body).email;
});

/** The create call as sent, so its refusals can be checked. */
const postPage = (slug: string, location: unknown) =>
  owner.call('POST', '/api/booking-pages', {
    body: { name: 'Site visit', slug, timeZone: 'UTC', availability: EVERY_DAY, location },
  });

const readPage = async (id: string) => {
  const res = await owner.call('GET', `/api/booking-pages/${id}`);
  expect(res.status).toBe(200);
  return ZBookingPage.parse(res.body);
};

function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(ZApiError.parse(res.body).error.message).toBe(message);
}

/** A UTC day ahead of today, as YYYY-MM-DD, distinct per call. */
let dayOffset = 5;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

const book = (slug: string, startTime: string, attendeeEmail: string, extra = {}) =>
  anonymous.call('POST', `/api/public/booking-pages/${slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Ada Lovelace',
      attendeeEmail,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });

async function meetingsOn(pageId: string, day: string) {
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${pageId}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

const waitForMail = (email: string, subject: RegExp) =>
  waitForMailIn(stack.outboxDir, email, subject);

describe('a location the page’s owner sets', () => {
  let page: TBookingPage;

  it('refuses a bad location on a new page with its reason, and makes no page', async () => {
    const slug = `loc-${randomUUID().slice(0, 8)}`;
    expectRefused(
      await postPage(slug, { kind: 'video_link', value: 'http://video.example.com/room' }),
      locationMessages.videoLinkInvalid,
    );
    expectRefused(
      await postPage(slug, { kind: 'in_person', value: '   ' }),
      locationMessages.addressRequired,
    );
    // The slug was never claimed: the same page with a good location is made under it.
    const res = await postPage(slug, { kind: 'in_person', value: `  ${ADDRESS}\n` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    page = ZBookingPage.parse(res.body);
    expect(page.location).toEqual({ kind: 'in_person', value: ADDRESS });
  });

  it('refuses a bad edit of it and changes nothing', async () => {
    const res = await owner.call('PATCH', `/api/booking-pages/${page.id}`, {
      body: { location: { kind: 'phone', value: 'ring me' }, version: page.version },
    });
    expectRefused(res, locationMessages.phoneInvalid);
    const stored = await readPage(page.id);
    expect(stored.location).toEqual({ kind: 'in_person', value: ADDRESS });
    expect(stored.version).toBe(page.version);
  });

  it('shows visitors only its kind, and offers no platform', async () => {
    const res = await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`);
    expect(res.status).toBe(200);
    const shown = ZPublicBookingPage.parse(res.body);
    expect(shown.locationKind).toBe('in_person');
    expect(shown.meetingPlatforms).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('Baker Street');
  });

  it('refuses a platform on such a page, and books nothing', async () => {
    const day = futureDay();
    const res = await book(page.slug, `${day}T10:00:00.000Z`, 'nobody@example.com', {
      meetingPlatform: 'google_meet',
    });
    expectRefused(res, bookingMessages.platformNotOffered);
    expect(await meetingsOn(page.id, day)).toEqual([]);
  });

  it('keeps a copy on the booking, and states it in both mails, their invites and the link', async () => {
    const day = futureDay();
    const start = `${day}T11:00:00.000Z`;
    const attendee = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const res = await book(page.slug, start, attendee);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = ZBooking.parse(res.body);
    expect(booking.meetingPlatform).toBeNull();
    const [meeting] = await meetingsOn(page.id, day);
    expect(meeting?.location).toEqual({ kind: 'in_person', value: ADDRESS });

    const [confirmation, notice] = await Promise.all([
      waitForMail(attendee, /^Meeting booked: Site visit$/),
      waitForMail(ownerEmail, /^New booking: Site visit with Ada Lovelace$/),
    ]);
    for (const mail of [confirmation, notice]) {
      expect(mail.text).toContain(`Where: In person, ${ADDRESS}`);
      expect(mail.text).not.toContain('Platform:');
      const invite = readInvite(mail);
      expect(invite.event.location).toBe(ADDRESS);
      expect(invite.event.description).toContain(`Where: In person, ${ADDRESS}`);
    }

    // The visitor's link shows where, for their success screen and manage page.
    const token = /\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? '')?.[1];
    expect(token).toBeDefined();
    const shown = await anonymous.call('GET', '/api/public/bookings/by-link', {
      headers: { [LINK_TOKEN_HEADER]: token! },
    });
    expect(shown.status).toBe(200);
    expect(ZBookingByToken.parse(shown.body).location).toEqual({
      kind: 'in_person',
      value: ADDRESS,
    });
  });

  it('a later edit changes where new bookings meet, not booked ones; a video link is the URL', async () => {
    const before = futureDay();
    const first = await book(page.slug, `${before}T12:00:00.000Z`, 'first@example.com');
    expect(first.status).toBe(201);

    const current = await readPage(page.id);
    const edit = await owner.call('PATCH', `/api/booking-pages/${page.id}`, {
      body: { location: { kind: 'video_link', value: VIDEO_LINK }, version: current.version },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(ZBookingPage.parse(edit.body).location).toEqual({
      kind: 'video_link',
      value: VIDEO_LINK,
    });

    const [booked] = await meetingsOn(page.id, before);
    expect(booked?.location).toEqual({ kind: 'in_person', value: ADDRESS });

    const day = futureDay();
    const attendee = `video-${randomUUID().slice(0, 8)}@example.com`;
    expect((await book(page.slug, `${day}T09:00:00.000Z`, attendee)).status).toBe(201);
    const [meeting] = await meetingsOn(page.id, day);
    expect(meeting?.location).toEqual({ kind: 'video_link', value: VIDEO_LINK });
    const confirmation = await waitForMail(attendee, /^Meeting booked: Site visit$/);
    expect(confirmation.text).toContain('Where: Video call');
    expect(confirmation.text).toContain(`Join the meeting: ${VIDEO_LINK}`);
    const invite = readInvite(confirmation);
    expect(invite.event.location).toBe(VIDEO_LINK);
    expect(invite.text).toContain(`URL;VALUE=URI:${VIDEO_LINK}`);

    // The owner moves it: the rescheduled mail says where, still.
    const moved = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/meetings/${meeting!.id}/reschedule`,
      { body: { startTime: `${day}T10:00:00.000Z` } },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const rescheduled = await waitForMail(attendee, /^Meeting rescheduled: Site visit$/);
    expect(rescheduled.text).toContain(`Join the meeting: ${VIDEO_LINK}`);
    expect(readInvite(rescheduled).event.location).toBe(VIDEO_LINK);
  });

  it('taken off, visitors choose a platform again (none without a connected calendar)', async () => {
    const current = await readPage(page.id);
    const edit = await owner.call('PATCH', `/api/booking-pages/${page.id}`, {
      body: { location: null, version: current.version },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await readPage(page.id)).location).toBeNull();
    const res = await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`);
    expect(ZPublicBookingPage.parse(res.body)).toMatchObject({
      locationKind: null,
      meetingPlatforms: [],
    });
  });
});
