import { beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../../../../lambdas/ports/mailer';
import {
  meetingKey,
  movedMeetingItem,
  toMeetingItem,
  type MeetingItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';
import {
  OWNER_NOTICE_QUIET_MS,
  withOwnerNotice,
} from '../../../../../lambdas/services/booking/owner-move-notice';
import { sendOwnerMoveNotices } from '../../../../../lambdas/services/booking/send-owner-move-notices';
import { sendRescheduleMails } from '../../../../../lambdas/services/booking/send-reschedule-mails';
import { advisoryPage, bookedMeeting } from '../../support/booking-fixtures';
import { MemoryTable } from '../../support/memory-table';

const movedAt = new Date('2030-01-01T12:00:00.000Z');
const users = {
  getEmail: async (sub: string) => (sub === 'owner-sub' ? 'owner@example.com' : null),
  hasTotp: async () => false,
};
const links = { url: (path: string) => `https://app.example.com${path}` };
const booked = toMeetingItem(bookedMeeting(), 'owner-sub');
const minutes = (n: number) => new Date(movedAt.getTime() + n * 60_000);

/** The meeting moved by the visitor to `time` (hh:mm UTC, on its day; 30 minutes) at `now`. */
const moveByLink = (from: MeetingItem, time: string, now: Date): MeetingItem => {
  const startTime = `2030-01-07T${time}:00.000Z`;
  const endTime = new Date(Date.parse(startTime) + 30 * 60_000).toISOString();
  return withOwnerNotice(from, movedMeetingItem(from, { startTime, endTime }, now, undefined), now);
};

let table: MemoryTable;
let sent: MailMessage[];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
    return { messageId: `m-${sent.length}` };
  },
};
const sweepAt = (now: Date) =>
  sendOwnerMoveNotices({ table, mailer, users, clock: { now: () => now } }, {});

beforeEach(() => {
  table = new MemoryTable([advisoryPage()]);
  sent = [];
});

describe('withOwnerNotice', () => {
  it('names the time before the first move, counts the moves and pushes the notice back', () => {
    const once = moveByLink(booked, '10:00', movedAt);
    expect(once.ownerNotice).toEqual({
      previousStartTime: booked.startTime,
      previousEndTime: booked.endTime,
      moves: 1,
      dueAt: new Date(movedAt.getTime() + OWNER_NOTICE_QUIET_MS).toISOString(),
    });
    const twice = moveByLink(once, '11:00', minutes(2));
    expect(twice.ownerNotice).toEqual({
      previousStartTime: booked.startTime,
      previousEndTime: booked.endTime,
      moves: 2,
      dueAt: new Date(minutes(2).getTime() + OWNER_NOTICE_QUIET_MS).toISOString(),
    });
    expect(twice.GSI2PK).toBe('MOVENOTICE');
    expect(twice.GSI2SK).toBe(`${twice.ownerNotice!.dueAt}#cal-1#meeting-1`);
  });

  it('is not carried over by a move the owner makes', () => {
    const byLink = moveByLink(booked, '10:00', movedAt);
    const byOwner = movedMeetingItem(
      byLink,
      { startTime: '2030-01-07T15:00:00.000Z', endTime: '2030-01-07T15:30:00.000Z' },
      minutes(1),
      undefined,
    );
    expect(byOwner.ownerNotice).toBeUndefined();
    expect(byOwner.GSI2PK).toBeUndefined();
    expect(byOwner.GSI2SK).toBeUndefined();
  });
});

describe('sendOwnerMoveNotices', () => {
  it('mails the owner once the moves have rested: the final time, the first one, the count', async () => {
    const final = moveByLink(moveByLink(booked, '10:00', movedAt), '11:00', minutes(1));
    await table.put(final);
    expect(await sweepAt(minutes(5))).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(sent).toEqual([]);

    expect(await sweepAt(minutes(7))).toEqual({ due: 1, sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    const [notice] = sent;
    expect(notice!.to).toBe('owner@example.com');
    expect(notice!.subject).toBe('Meeting rescheduled: Advisory call with Ada Lovelace');
    expect(notice!.text).toContain('Ada Lovelace (ada@example.com) moved their meeting (2 moves)');
    expect(notice!.text).toContain(
      'Now: Monday, 7 January 2030, 12:00–12:30 Europe/Paris (your time zone)',
    );
    expect(notice!.text).toContain(
      'Was: Monday, 7 January 2030, 10:00–10:30 Europe/Paris (your time zone)',
    );

    const stored = await table.get<MeetingItem>(meetingKey(final));
    expect(stored?.ownerNotice).toBeUndefined();
    expect(stored?.GSI2PK).toBeUndefined();
    expect(await sweepAt(minutes(9))).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('sends no notice of a meeting cancelled since, and takes it off', async () => {
    const moved = moveByLink(booked, '10:00', movedAt);
    await table.put({ ...moved, status: 'cancelled' });
    expect(await sweepAt(minutes(6))).toMatchObject({ due: 1, sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect((await table.get<MeetingItem>(meetingKey(moved)))?.GSI2PK).toBeUndefined();
  });
});

describe('sendRescheduleMails', () => {
  it('mails the visitor each move at once and leaves the owner to the notice', async () => {
    const moved = moveByLink(booked, '10:00', movedAt);
    await table.put(moved);
    const result = await sendRescheduleMails(
      { table, mailer, users, clock: { now: () => movedAt }, links },
      {
        detail: {
          bookingPageId: 'cal-1',
          meetingId: 'meeting-1',
          startTime: moved.startTime,
          previousStartTime: booked.startTime,
          previousEndTime: booked.endTime,
          sequence: moved.sequence ?? 0,
          rescheduledBy: 'attendee',
        },
      },
    );
    expect(result).toEqual({ meeting: 'scheduled', attendee: 'sent', owner: 'later' });
    expect(sent.map((m) => m.to)).toEqual(['ada@example.com']);
  });
});
