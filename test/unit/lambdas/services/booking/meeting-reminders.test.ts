import { describe, expect, it } from 'vitest';
import type { TMeeting } from '@contracts/booking/meeting';
import type { MailMessage, Mailer } from '../../../../../lambdas/ports/mailer';
import { sendMeetingReminders } from '../../../../../lambdas/services/booking/send-meeting-reminders';
import { bookingPageKey } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import {
  meetingKey,
  movedMeetingItem,
  toMeetingItem,
  type MeetingItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';
import { advisoryPage, bookedMeeting } from '../../support/booking-fixtures';
import { MemoryTable } from '../../support/memory-table';

const MIN = 60_000;
const START = '2030-01-08T09:00:00.000Z';
const users = {
  getEmail: (sub: string) => Promise.resolve(sub === 'owner-sub' ? 'owner@example.com' : null),
  hasTotp: () => Promise.resolve(false),
};

const booking = (fields: Partial<TMeeting> = {}): TMeeting =>
  bookedMeeting({
    startTime: START,
    endTime: '2030-01-08T09:30:00.000Z',
    platform: 'teams',
    createdAt: '2030-01-01T08:00:00.000Z',
    ...fields,
  });

function fixture(meetings: TMeeting[] = [booking()]) {
  const table = new MemoryTable([
    advisoryPage(),
    ...meetings.map((m) => ({
      ...toMeetingItem(m, 'owner-sub'),
      attendeeTimeZone: 'America/New_York',
    })),
  ]);
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send(message) {
      sent.push(message);
      return Promise.resolve({ messageId: `m-${sent.length}` });
    },
  };
  const runAt = (now: Date) =>
    sendMeetingReminders({ table, mailer, users, clock: { now: () => now } }, {});
  return { table, sent, runAt };
}

/** `ms` from the start of the meeting at `START`. */
const at = (ms: number, start = START) => new Date(Date.parse(start) + ms);
const DAY_BEFORE = -24 * 60 * MIN;

describe('the reminder sweep', () => {
  it('mails the visitor in their zone and the owner in the page’s, once however often it runs', async () => {
    const f = fixture();
    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(f.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ada@example.com', 'Reminder: Advisory call in 24 hours'],
      ['owner@example.com', 'Reminder: Advisory call with Ada Lovelace in 24 hours'],
    ]);
    const [visitor, owner] = f.sent as [MailMessage, MailMessage];
    expect(visitor.text).toContain(
      'When: Tuesday, 8 January 2030, 04:00–04:30 America/New_York (your time zone)',
    );
    expect(visitor.text).toContain('Platform: Microsoft Teams');
    expect(visitor.replyTo).toBe('owner@example.com');
    expect(owner.text).toContain(
      'When: Tuesday, 8 January 2030, 10:00–10:30 Europe/Paris (your time zone)',
    );
    expect(owner.replyTo).toBe('ada@example.com');

    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    await f.runAt(at(DAY_BEFORE + 7 * MIN));
    expect(f.sent).toHaveLength(2);

    await f.runAt(at(-60 * MIN + MIN));
    expect(f.sent.slice(2).map((m) => m.subject)).toEqual([
      'Reminder: Advisory call in 1 hour',
      'Reminder: Advisory call with Ada Lovelace in 1 hour',
    ]);
  });

  it('reminds no cancelled meeting', async () => {
    const f = fixture();
    const key = meetingKey(booking());
    const stored = await f.table.get<MeetingItem>(key);
    // As a cancellation leaves it: status changed in place, still on the start index.
    await f.table.put({ ...stored!, status: 'cancelled', cancelledAt: '2030-01-05T00:00:00.000Z' });
    const result = await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(result.sent).toBe(0);
    expect(f.sent).toEqual([]);
  });

  it('reminds a moved meeting at its new time only', async () => {
    const f = fixture();
    const key = meetingKey(booking());
    const stored = await f.table.get<MeetingItem>(key);
    const newStart = '2030-01-09T15:00:00.000Z';
    const moved = movedMeetingItem(
      stored!,
      { startTime: newStart, endTime: '2030-01-09T15:30:00.000Z' },
      new Date('2030-01-05T00:00:00.000Z'),
      undefined,
    );
    await f.table.delete(key);
    await f.table.put(moved);

    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    await f.runAt(at(-60 * MIN + 2 * MIN));
    expect(f.sent).toEqual([]);

    await f.runAt(at(DAY_BEFORE + 2 * MIN, newStart));
    expect(f.sent.map((m) => m.subject)).toEqual([
      'Reminder: Advisory call in 24 hours',
      'Reminder: Advisory call with Ada Lovelace in 24 hours',
    ]);
    expect(f.sent[0]!.text).toContain(
      'Wednesday, 9 January 2030, 10:00–10:30 America/New_York (your time zone)',
    );
  });

  it('never sends a reminder twice for a meeting moved away and back to the same time', async () => {
    const f = fixture();
    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(f.sent).toHaveLength(2);
    const original = (await f.table.get<MeetingItem>(meetingKey(booking())))!;
    const away = movedMeetingItem(
      original,
      { startTime: '2030-01-10T09:00:00.000Z', endTime: '2030-01-10T09:30:00.000Z' },
      at(DAY_BEFORE + 3 * MIN),
      undefined,
    );
    const back = movedMeetingItem(
      away,
      { startTime: START, endTime: original.endTime },
      at(DAY_BEFORE + 4 * MIN),
      undefined,
    );
    // Moved back before its reminder's time had passed for the run that follows.
    await f.table.put({ ...back, rescheduledAt: original.createdAt });
    await f.runAt(at(DAY_BEFORE + 5 * MIN));
    expect(f.sent).toHaveLength(2);
  });

  it('sends nothing for a page with reminders off', async () => {
    const f = fixture();
    const page = await f.table.get(bookingPageKey('cal-1'));
    await f.table.put({ ...page!, reminders: false });
    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(f.sent).toEqual([]);
  });

  it('catches up a missed run within the grace period, but never sends a stale reminder', async () => {
    const f = fixture();
    await f.runAt(at(DAY_BEFORE + 14 * MIN));
    expect(f.sent).toHaveLength(2);

    const late = fixture();
    await late.runAt(at(DAY_BEFORE + 16 * MIN));
    await late.runAt(at(-60 * MIN + 20 * MIN));
    expect(late.sent).toEqual([]);
  });

  it('states where the host set the meeting, to both sides', async () => {
    const address = '221B Baker Street, London';
    const f = fixture([
      booking({ platform: null, location: { kind: 'in_person', value: address } }),
    ]);
    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(f.sent).toHaveLength(2);
    for (const mail of f.sent) {
      expect(mail.text).toContain(`Where: In person, ${address}`);
      expect(mail.text).not.toContain('Platform:');
    }
  });

  it('reminds only booked meetings, not the owner’s own or imported ones', async () => {
    const f = fixture([
      booking({ id: 'manual-1', source: 'manual' }),
      booking({ id: 'imported-1', source: 'google' }),
    ]);
    await f.runAt(at(DAY_BEFORE + 2 * MIN));
    expect(f.sent).toEqual([]);
  });
});
