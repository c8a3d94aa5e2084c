import { describe, expect, it } from 'vitest';
import type { TMeeting } from '@contracts/booking/meeting';
import { ProviderError, type OutgoingEvent } from '../../../../../lambdas/ports/calendar-providers';
import {
  outgoingEvent,
  writeBackMeeting,
} from '../../../../../lambdas/services/booking/write-back-meeting';
import { toConnectionItem } from '../../../../../lambdas/services/booking-pages/connection-item';
import {
  meetingKey,
  movedMeetingItem,
  toMeetingItem,
  toMeetingRefItem,
  type MeetingItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';
import { fakeCalendarProviders, fakeTokenCipher } from '../../support/calendar-providers';
import { advisoryPage, bookedMeeting } from '../../support/booking-fixtures';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';

const START = '2030-01-08T09:00:00.000Z';
const END = '2030-01-08T09:30:00.000Z';
const LATER = { startTime: '2030-01-09T14:00:00.000Z', endTime: '2030-01-09T14:30:00.000Z' };

const booking = (fields: Partial<TMeeting> = {}): TMeeting =>
  bookedMeeting({
    id: '6f1c2b1e-3c1a-4d7e-9a51-0c8f1d2e3a4b',
    title: 'Advisory call with Ada Lovelace',
    startTime: START,
    endTime: END,
    notes: 'About the audit',
    createdAt: '2030-01-01T08:00:00.000Z',
    ...fields,
  });

const connection = (id: string, provider: 'local' | 'google' | 'microsoft', createdAt: string) =>
  toConnectionItem({
    id,
    bookingPageId: 'cal-1',
    userId: 'owner-sub',
    provider,
    providerCalendarId: provider === 'local' ? id : 'primary',
    providerCalendarName: `${provider} calendar`,
    createdAt,
    ...(provider === 'local' ? {} : { refreshTokenCiphertext: `sealed:rt-${id}` }),
  });

interface Call {
  op: 'create' | 'move' | 'delete';
  provider: string;
  event?: OutgoingEvent;
  eventId?: string;
  start?: string;
}

function fixture(options: {
  meeting?: TMeeting;
  connections?: ReturnType<typeof connection>[];
  primary?: string;
  /** Runs inside the provider's create, as a change racing the write-back would. */
  duringCreate?: (table: MemoryTable) => Promise<void>;
  fail?: { op: Call['op']; status: number };
}) {
  const meeting = options.meeting ?? booking();
  const table = new MemoryTable([
    {
      ...advisoryPage({ timeZone: 'Europe/London' }),
      ...(options.primary ? { primaryConnectionId: options.primary } : {}),
    },
    toMeetingItem(meeting, 'owner-sub'),
    toMeetingRefItem(meeting),
    ...(options.connections ?? []),
  ]);
  const calls: Call[] = [];
  const failing = (op: Call['op']) => {
    if (options.fail?.op === op) throw new ProviderError('refused', options.fail.status);
  };
  const calendarProviders = fakeCalendarProviders({
    async createEvent(provider, input) {
      calls.push({ op: 'create', provider, event: input.event });
      failing('create');
      await options.duringCreate?.(table);
      return {
        eventId: `evt-${calls.length}`,
        ...(input.event.onlineMeeting ? { joinUrl: 'https://meet.example/abc-defg-hij' } : {}),
      };
    },
    async moveEvent(provider, input) {
      calls.push({ op: 'move', provider, eventId: input.eventId, start: input.start });
      await Promise.resolve();
      failing('move');
    },
    async deleteEvent(provider, input) {
      calls.push({ op: 'delete', provider, eventId: input.eventId });
      await Promise.resolve();
      failing('delete');
    },
  });
  const deps = {
    table,
    clock: { now: () => new Date('2030-01-02T10:00:00.000Z') },
    calendarProviders,
    tokenCipher: fakeTokenCipher,
  };
  const ids = { bookingPageId: 'cal-1', meetingId: meeting.id };
  const stored = async () => {
    for (const item of table.items.values())
      if (item.id === meeting.id && String(item.SK).startsWith('MEET#')) return item as MeetingItem;
    return undefined;
  };
  const ready = { bookingPageId: 'cal-1', meetingId: meeting.id, startTime: meeting.startTime };
  return { table, calls, deps, ids, stored, ready, meeting };
}

const readyEvents = (table: MemoryTable) =>
  outboxOf(table).filter((e) => e.detailType === 'MeetingReady');

describe('writing a booking back to the owner’s calendar', () => {
  it('writes it to the primary Google calendar with a Meet link, then announces it ready', async () => {
    const f = fixture({
      connections: [
        connection('c-local', 'local', '2029-01-01T00:00:00.000Z'),
        connection('c-google', 'google', '2029-02-01T00:00:00.000Z'),
      ],
      primary: 'c-google',
    });
    const outcome = await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready });
    expect(outcome).toBe('created');
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]).toMatchObject({ op: 'create', provider: 'google' });
    expect(f.calls[0]!.event).toMatchObject({
      meetingId: f.meeting.id,
      title: 'Advisory call with Ada Lovelace',
      start: START,
      end: END,
      onlineMeeting: true,
    });
    expect(f.calls[0]!.event!.description).toContain('Ada Lovelace <ada@example.com>');
    const item = await f.stored();
    expect(item?.external).toEqual({
      connectionId: 'c-google',
      provider: 'google',
      eventId: 'evt-1',
      startTime: START,
      endTime: END,
    });
    expect(item?.joinUrl).toBe('https://meet.example/abc-defg-hij');
    expect(readyEvents(f.table).map((e) => e.detail)).toEqual([f.ready]);
  });

  it('takes the first synced calendar when the primary one is local', async () => {
    const f = fixture({
      meeting: booking({ platform: 'teams' }),
      connections: [
        connection('c-local', 'local', '2029-01-01T00:00:00.000Z'),
        connection('c-ms', 'microsoft', '2029-03-01T00:00:00.000Z'),
        connection('c-google', 'google', '2029-04-01T00:00:00.000Z'),
      ],
      primary: 'c-local',
    });
    await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready });
    expect(f.calls.map((c) => [c.op, c.provider, c.event?.onlineMeeting])).toEqual([
      ['create', 'microsoft', true],
    ]);
  });

  it('asks no video meeting of a provider that is not the chosen platform’s', () => {
    const m = toMeetingItem(booking({ platform: 'teams' }), 'owner-sub');
    expect(outgoingEvent(m, { name: 'Advisory call' }, 'google').onlineMeeting).toBe(false);
    expect(outgoingEvent(m, { name: 'Advisory call' }, 'microsoft').onlineMeeting).toBe(true);
    const none = toMeetingItem(booking({ platform: null }), 'owner-sub');
    expect(outgoingEvent(none, { name: 'Advisory call' }, 'google').onlineMeeting).toBe(false);
  });

  it('with no connected Google or Microsoft calendar, only announces the booking ready', async () => {
    const f = fixture({
      connections: [connection('c-local', 'local', '2029-01-01T00:00:00.000Z')],
    });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready })).toBe('none');
    expect(f.calls).toEqual([]);
    expect((await f.stored())?.external).toBeUndefined();
    expect(readyEvents(f.table)).toHaveLength(1);
  });

  it('still announces the booking when the provider refuses, so its mails go out', async () => {
    const f = fixture({
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
      fail: { op: 'create', status: 503 },
    });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready })).toBe(
      'failed',
    );
    expect((await f.stored())?.external).toBeUndefined();
    expect(readyEvents(f.table)).toHaveLength(1);
  });

  it('follows a move made while the event was being written: the event ends at the new time', async () => {
    const f = fixture({
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
      duringCreate: async (table) => {
        const current = await table.get<MeetingItem>(meetingKey(booking()));
        const moved = movedMeetingItem(current!, LATER, new Date(), undefined);
        await table.delete(meetingKey(booking()));
        await table.put(moved);
        await table.put(toMeetingRefItem(moved));
      },
    });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready })).toBe(
      'moved',
    );
    expect(f.calls.map((c) => [c.op, c.start])).toEqual([
      ['create', undefined],
      ['move', LATER.startTime],
    ]);
    expect((await f.stored())?.external).toMatchObject({ eventId: 'evt-1', ...LATER });
    expect((await f.stored())?.joinUrl).toBe('https://meet.example/abc-defg-hij');
  });

  it('deletes an event made while the meeting was being cancelled', async () => {
    const f = fixture({
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
      duringCreate: (table) =>
        table
          .update(meetingKey(booking()), { set: { status: 'cancelled', sequence: 1 } })
          .then(() => undefined),
    });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true, ready: f.ready })).toBe(
      'deleted',
    );
    expect(f.calls.map((c) => c.op)).toEqual(['create', 'delete']);
    expect((await f.stored())?.external).toMatchObject({ eventId: 'evt-1', deleted: true });
    expect(readyEvents(f.table)).toHaveLength(1);
  });
});

describe('keeping a written event in step', () => {
  const written = (fields: Partial<TMeeting> = {}) => booking(fields);

  async function withExternal(
    f: ReturnType<typeof fixture>,
    changes: Partial<MeetingItem>,
  ): Promise<void> {
    const item = (await f.stored())!;
    await f.table.update(meetingKey(item), { set: changes });
  }

  const external = {
    connectionId: 'c-google',
    provider: 'google' as const,
    eventId: 'evt-9',
    startTime: START,
    endTime: END,
  };

  it('moves the event to the meeting’s new time, and does nothing when it is already there', async () => {
    const f = fixture({
      meeting: written(LATER),
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
    });
    await withExternal(f, { external });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: false })).toBe('moved');
    expect(f.calls).toEqual([
      { op: 'move', provider: 'google', eventId: 'evt-9', start: LATER.startTime },
    ]);
    expect((await f.stored())?.external).toEqual({ ...external, ...LATER });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: false })).toBe('same');
    expect(f.calls).toHaveLength(1);
    expect(readyEvents(f.table)).toEqual([]);
  });

  it('leaves an event the owner deleted in their calendar deleted', async () => {
    const f = fixture({
      meeting: written(LATER),
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
      fail: { op: 'move', status: 404 },
    });
    await withExternal(f, { external });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: false })).toBe('deleted');
    expect((await f.stored())?.external).toMatchObject({ deleted: true });
    // A redelivered booking event does not write it again.
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true })).toBe('none');
    expect(f.calls.map((c) => c.op)).toEqual(['move']);
  });

  it('deletes the event of a cancelled meeting once', async () => {
    const f = fixture({
      meeting: written({ status: 'cancelled' }),
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
    });
    await withExternal(f, { external });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: false })).toBe('deleted');
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: false })).toBe('same');
    expect(f.calls).toEqual([{ op: 'delete', provider: 'google', eventId: 'evt-9' }]);
  });

  it('throws when the provider fails a move, so the event is delivered again', async () => {
    const f = fixture({
      meeting: written(LATER),
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
      fail: { op: 'move', status: 503 },
    });
    await withExternal(f, { external });
    await expect(writeBackMeeting(f.deps, { ...f.ids, create: false })).rejects.toMatchObject({
      message: 'Google Calendar could not be reached. Please try again later.',
    });
    expect((await f.stored())?.external).toEqual(external);
  });

  it('never writes a manual event or imported busy time', async () => {
    const f = fixture({
      meeting: written({ source: 'manual' }),
      connections: [connection('c-google', 'google', '2029-01-01T00:00:00.000Z')],
    });
    expect(await writeBackMeeting(f.deps, { ...f.ids, create: true })).toBe('same');
    expect(f.calls).toEqual([]);
  });
});
