import { beforeEach, describe, expect, it } from 'vitest';
import nodeIcal, { type VEvent } from 'node-ical';
import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import type { TMeeting } from '@contracts/booking/meeting';
import { AppError } from '../../../../../lambdas/errors';
import type { MailMessage, Mailer } from '../../../../../lambdas/ports/mailer';
import { cancelBooking } from '../../../../../lambdas/services/booking/cancel-booking';
import { hashCancelToken } from '../../../../../lambdas/services/booking/cancel-token-item';
import { getBookingByToken } from '../../../../../lambdas/services/booking/get-booking-by-token';
import { sendBookingMails } from '../../../../../lambdas/services/booking/send-booking-mails';
import { sendCancellationMails } from '../../../../../lambdas/services/booking/send-cancellation-mails';
import {
  meetingKey,
  toMeetingItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';
import { bookingLockKeys } from '../../../../../lambdas/keys/booking-lock';
import { advisoryPage, bookedMeeting } from '../../support/booking-fixtures';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';

const now = new Date('2030-01-01T12:00:00.000Z');
const clock = { now: () => now };
const links = { url: (path: string) => `https://app.example.com${path}` };
const users = {
  getEmail: async (sub: string) => (sub === 'owner-sub' ? 'owner@example.com' : null),
  hasTotp: async () => false,
};

const meeting: TMeeting = bookedMeeting();
const detail = { bookingPageId: 'cal-1', meetingId: 'meeting-1', startTime: meeting.startTime };

function fixture() {
  const table = new MemoryTable([advisoryPage(), toMeetingItem(meeting, 'owner-sub')]);
  const sent: MailMessage[] = [];
  let failNext = 0;
  const mailer: Mailer = {
    async send(message) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('SES is down');
      }
      sent.push(message);
      return { messageId: `m-${sent.length}` };
    },
  };
  return {
    table,
    sent,
    published: () => outboxOf(table),
    failNextSends: (n: number) => (failNext = n),
    mailDeps: { table, mailer, users, clock, links },
    cancelDeps: { table, clock },
  };
}

const tokenIn = (mail: MailMessage) =>
  /https:\/\/app\.example\.com\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

const inviteOf = (mail: MailMessage) => {
  const attachment = mail.attachments?.[0];
  const parsed = nodeIcal.sync.parseICS(String(attachment?.content));
  const event = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT');
  return { attachment, method: parsed.vcalendar?.method, event };
};

let f: ReturnType<typeof fixture>;
beforeEach(() => {
  f = fixture();
});

describe('sendBookingMails', () => {
  it('shows the visitor the time in their own zone and the owner in the page’s', async () => {
    const item = toMeetingItem(meeting, 'owner-sub');
    await f.table.put({ ...item, attendeeTimeZone: 'America/New_York' });
    await sendBookingMails(f.mailDeps, { detail });
    const attendee = f.sent.find((m) => m.to === 'ada@example.com')!;
    const owner = f.sent.find((m) => m.to === 'owner@example.com')!;
    expect(attendee.text).toContain(
      'When: Monday, 7 January 2030, 04:00–04:30 America/New_York (your time zone)',
    );
    expect(attendee.text).not.toContain('Europe/Paris');
    expect(owner.text).toContain(
      'When: Monday, 7 January 2030, 10:00–10:30 Europe/Paris (your time zone)',
    );
    expect(owner.text).not.toContain('America/New_York');
    for (const mail of [attendee, owner])
      expect(mail.text).toContain('Monday, 7 January 2030, 09:00–09:30 UTC');
  });

  it('mails the visitor a confirmation with the invite and a cancel link, and the owner a notice', async () => {
    const result = await sendBookingMails(f.mailDeps, { detail });
    expect(result).toEqual({ meeting: 'scheduled', attendee: 'sent', owner: 'sent' });
    const [attendee, owner] = [
      f.sent.find((m) => m.to === 'ada@example.com')!,
      f.sent.find((m) => m.to === 'owner@example.com')!,
    ];
    expect(f.sent).toHaveLength(2);
    expect(attendee.subject).toBe('Meeting booked: Advisory call');
    expect(attendee.text).toContain('Monday, 7 January 2030, 09:00–09:30 UTC');
    expect(attendee.text).toContain('Monday, 7 January 2030, 10:00–10:30 Europe/Paris');
    expect(attendee.text).toContain('Platform: Google Meet');
    expect(owner.subject).toBe('New booking: Advisory call with Ada Lovelace');
    expect(owner.replyTo).toBe('ada@example.com');
    for (const mail of [attendee, owner]) {
      const invite = inviteOf(mail);
      expect(invite.attachment).toMatchObject({
        filename: 'invite.ics',
        contentType: 'text/calendar; method=REQUEST',
      });
      expect(invite.method).toBe('REQUEST');
      expect(invite.event?.uid).toBe('meeting-1@vcisohub');
    }
    expect(tokenIn(owner)).toBeUndefined();

    // Only the token's hash is stored, with the meeting and a ttl at its end.
    const token = tokenIn(attendee)!;
    const stored = [...f.table.items.values()].filter((i) => i.PK.startsWith('CANCEL#'));
    expect(stored).toEqual([
      {
        PK: `CANCEL#${hashCancelToken(token)}`,
        SK: 'CANCEL',
        bookingPageId: 'cal-1',
        meetingId: 'meeting-1',
        startTime: meeting.startTime,
        createdAt: now.toISOString(),
        ttl: Date.parse(meeting.endTime) / 1000,
      },
    ]);
    expect(JSON.stringify([...f.table.items.values()])).not.toContain(token);
  });

  it('sends nothing twice however often the event arrives', async () => {
    await Promise.all([
      sendBookingMails(f.mailDeps, { detail }),
      sendBookingMails(f.mailDeps, { detail }),
    ]);
    expect(await sendBookingMails(f.mailDeps, { detail })).toEqual({
      meeting: 'scheduled',
      attendee: 'already sent',
      owner: 'already sent',
    });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'owner@example.com']);
    expect([...f.table.items.keys()].filter((k) => k.includes('CANCEL#'))).toHaveLength(1);
  });

  it('releases the claim of a failed mail, so the retry sends it and only it', async () => {
    f.failNextSends(1);
    await expect(sendBookingMails(f.mailDeps, { detail })).rejects.toThrow('SES is down');
    expect(f.sent).toHaveLength(1);
    const retry = await sendBookingMails(f.mailDeps, { detail });
    expect(Object.values(retry).filter((v) => v === 'sent')).toHaveLength(1);
    expect(f.sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'owner@example.com']);
    // The failed confirmation's token was dropped with it: one live link, the mailed one.
    const tokens = [...f.table.items.values()].filter((i) => i.PK.startsWith('CANCEL#'));
    const mailed = tokenIn(f.sent.find((m) => m.to === 'ada@example.com')!)!;
    expect(tokens.map((t) => t.PK)).toEqual([`CANCEL#${hashCancelToken(mailed)}`]);
  });

  it('does nothing for a meeting that is gone', async () => {
    f.table.items.clear();
    expect(await sendBookingMails(f.mailDeps, { detail })).toEqual({ meeting: 'gone' });
    expect(f.sent).toEqual([]);
  });
});

describe('cancel link', () => {
  async function mailedToken() {
    await sendBookingMails(f.mailDeps, { detail });
    return tokenIn(f.sent.find((m) => m.to === 'ada@example.com')!)!;
  }

  it('shows the meeting, then cancels it once: status, reason, lock moved, event', async () => {
    const token = await mailedToken();
    expect(await getBookingByToken(f.cancelDeps, { token })).toEqual({
      pageName: 'Advisory call',
      hostName: null,
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      attendeeName: 'Ada Lovelace',
      platform: 'google_meet',
      location: null,
      status: 'scheduled',
      horizonDays: 60,
      movesLeft: 3,
    });
    await cancelBooking(f.cancelDeps, { token, reason: 'Travelling that week' });
    expect(await f.table.get(meetingKey(meeting))).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Travelling that week',
      cancelledAt: now.toISOString(),
    });
    expect(
      await f.table.get(bookingLockKeys.key({ sub: 'owner-sub', day: '2030-01-07' })),
    ).toMatchObject({ version: 1 });
    expect(f.published()).toEqual([
      { detailType: 'MeetingCancelled', detail: { ...detail, cancelledBy: 'attendee' } },
    ]);

    // The link stays until the meeting's end: it shows the cancelled meeting with its page, to
    // book another time, and cancels nothing twice.
    expect(await getBookingByToken(f.cancelDeps, { token })).toMatchObject({
      status: 'cancelled',
      pageSlug: expect.any(String),
    });
    await expect(cancelBooking(f.cancelDeps, { token, reason: '' })).rejects.toMatchObject({
      status: 404,
      message: cancelBookingMessages.notFound,
    });
    expect(f.published()).toHaveLength(1);
  });

  it('refuses an unknown token and one past its meeting’s end with the same 404', async () => {
    const token = await mailedToken();
    const later = { now: () => new Date(Date.parse(meeting.endTime) + 1000) };
    for (const attempt of [
      () => getBookingByToken({ ...f.cancelDeps, clock: later }, { token }),
      () => cancelBooking({ ...f.cancelDeps, clock: later }, { token, reason: '' }),
      () => getBookingByToken(f.cancelDeps, { token: 'x'.repeat(43) }),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 404, message: cancelBookingMessages.notFound });
    }
    expect(await f.table.get(meetingKey(meeting))).toMatchObject({ status: 'scheduled' });
  });

  it('lets exactly one of two racing cancellations through', async () => {
    const token = await mailedToken();
    const results = await Promise.allSettled([
      cancelBooking(f.cancelDeps, { token, reason: 'a' }),
      cancelBooking(f.cancelDeps, { token, reason: 'b' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(f.published()).toHaveLength(1);
  });
});

describe('sendCancellationMails', () => {
  it('mails both sides a CANCEL of the same event with the reason, once', async () => {
    await sendBookingMails(f.mailDeps, { detail });
    const token = tokenIn(f.sent[0]!.to === 'ada@example.com' ? f.sent[0]! : f.sent[1]!)!;
    await cancelBooking(f.cancelDeps, { token, reason: 'Travelling that week' });
    f.sent.length = 0;

    const result = await sendCancellationMails(f.mailDeps, { detail });
    expect(result).toEqual({ meeting: 'cancelled', attendee: 'sent', owner: 'sent' });
    await sendCancellationMails(f.mailDeps, { detail });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'owner@example.com']);
    for (const mail of f.sent) {
      expect(mail.subject).toMatch(/^Meeting cancelled: Advisory call/);
      expect(mail.text).toContain('Reason: Travelling that week');
      const invite = inviteOf(mail);
      expect(invite.attachment?.contentType).toBe('text/calendar; method=CANCEL');
      expect(invite.method).toBe('CANCEL');
      expect(invite.event).toMatchObject({ uid: 'meeting-1@vcisohub', status: 'CANCELLED' });
    }
  });

  it('sends nothing for a meeting that is still scheduled', async () => {
    expect(await sendCancellationMails(f.mailDeps, { detail })).toEqual({ meeting: 'scheduled' });
    expect(f.sent).toEqual([]);
  });
});
