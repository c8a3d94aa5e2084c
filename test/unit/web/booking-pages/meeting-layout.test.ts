import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  meetingsPerDay,
  placeMeetings,
  type PlacedBlock,
} from '../../../../web/src/features/booking-pages/lib/meeting-layout';

const monday = new Date(2025, 2, 10);
/** A meeting on the week's `day` (0 Monday) from `from` to `to` ("HH:mm", local time). */
const at = (id: string, day: number, from: string, to: string, endDay = day) => {
  const time = (d: number, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return new Date(2025, 2, 10 + d, h, m).toISOString();
  };
  return { id, startTime: time(day, from), endTime: time(endDay, to) };
};

const summary = (blocks: PlacedBlock<ReturnType<typeof at>>[]) =>
  blocks.map((b) => ({
    id: b.meeting.id,
    day: b.day,
    top: b.top,
    height: b.height,
    lane: b.lane,
    lanes: b.lanes,
  }));

describe('placeMeetings', () => {
  it('puts a meeting in its day column: top = minutes since midnight, height = minutes long', () => {
    const blocks = placeMeetings([at('a', 2, '09:30', '10:15')], monday);
    expect(summary(blocks)).toEqual([{ id: 'a', day: 2, top: 570, height: 45, lane: 0, lanes: 1 }]);
    expect(blocks[0]).toMatchObject({ continuesBefore: false, continuesAfter: false });
  });

  it('splits a meeting across midnight into two blocks', () => {
    const blocks = placeMeetings([at('late', 0, '23:00', '01:30', 1)], monday);
    expect(summary(blocks)).toEqual([
      { id: 'late', day: 0, top: 1380, height: 60, lane: 0, lanes: 1 },
      { id: 'late', day: 1, top: 0, height: 90, lane: 0, lanes: 1 },
    ]);
    expect(blocks[0]).toMatchObject({ continuesAfter: true, continuesBefore: false });
    expect(blocks[1]).toMatchObject({ continuesBefore: true, continuesAfter: false });
  });

  it('ends a meeting that stops exactly at midnight at the bottom of its day', () => {
    const blocks = placeMeetings([at('eve', 4, '23:00', '00:00', 5)], monday);
    expect(summary(blocks)).toEqual([
      { id: 'eve', day: 4, top: 1380, height: 60, lane: 0, lanes: 1 },
    ]);
  });

  it('leaves out meetings outside the week and empty ones', () => {
    const before = at('before', -1, '10:00', '11:00');
    const after = at('after', 7, '10:00', '11:00');
    const empty = at('empty', 3, '10:00', '10:00');
    expect(placeMeetings([before, after, empty], monday)).toEqual([]);
  });

  it('lays overlapping meetings side by side and lets separate ones use the full width', () => {
    const blocks = placeMeetings(
      [
        at('a', 1, '09:00', '10:00'),
        at('b', 1, '09:30', '10:30'),
        at('c', 1, '10:00', '11:00'),
        at('d', 1, '13:00', '14:00'),
      ],
      monday,
    );
    const byId = Object.fromEntries(summary(blocks).map((b) => [b.id, b]));
    // a and b overlap, c starts when a ends so it reuses a's lane; all three share two lanes.
    expect([byId.a!.lane, byId.b!.lane, byId.c!.lane]).toEqual([0, 1, 0]);
    expect([byId.a!.lanes, byId.b!.lanes, byId.c!.lanes]).toEqual([2, 2, 2]);
    expect(byId.d).toMatchObject({ lane: 0, lanes: 1 });
  });
});

describe('assignLanes', () => {
  it('gives three mutually overlapping blocks three lanes', () => {
    const blocks = [
      { top: 0, height: 120, lane: 0, lanes: 1 },
      { top: 30, height: 60, lane: 0, lanes: 1 },
      { top: 60, height: 60, lane: 0, lanes: 1 },
    ];
    assignLanes(blocks);
    expect(blocks.map((b) => [b.lane, b.lanes])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it('starts a new group once every earlier block has ended', () => {
    const blocks = [
      { top: 0, height: 60, lane: 0, lanes: 1 },
      { top: 30, height: 60, lane: 0, lanes: 1 },
      { top: 90, height: 30, lane: 0, lanes: 1 },
    ];
    assignLanes(blocks);
    expect(blocks.map((b) => [b.lane, b.lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });
});

describe('meetingsPerDay', () => {
  it('counts the meetings of each day for the day strip, a meeting past midnight on both days', () => {
    const blocks = placeMeetings(
      [at('a', 0, '09:00', '10:00'), at('b', 0, '09:30', '11:00'), at('c', 4, '23:00', '01:00', 5)],
      monday,
    );
    expect(meetingsPerDay(blocks)).toEqual([2, 0, 0, 0, 1, 1, 0]);
    expect(meetingsPerDay([])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
