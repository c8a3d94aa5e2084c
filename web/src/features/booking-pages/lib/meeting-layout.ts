import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { DAY_HEIGHT, HOUR_HEIGHT } from './week';

/** What the layout needs of a meeting. */
export interface Timed {
  startTime: string;
  endTime: string;
}

/** One block of the weekly grid: a meeting's part that falls on one day column. */
export interface PlacedBlock<M extends Timed> {
  meeting: M;
  /** 0 Monday … 6 Sunday. */
  day: number;
  /** Pixels from the column's top: minutes since local midnight. */
  top: number;
  /** Pixels tall: the minutes this part lasts. */
  height: number;
  /** Side-by-side position among overlapping blocks of the day: `lane` of `lanes`. */
  lane: number;
  lanes: number;
  /** The meeting started on an earlier day or goes on past midnight. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const PX_PER_MINUTE = HOUR_HEIGHT / 60;

/** Minutes since midnight, read on the wall clock of `zone` (as the hour labels are). */
const wallMinutes = (date: Date, zone: string | undefined) => {
  const clock = zone ? new TZDate(date.getTime(), zone) : date;
  return clock.getHours() * 60 + clock.getMinutes();
};

/**
 * Places meetings on a week's grid: each day a meeting touches gets a block from its start (or
 * midnight) to its end (or midnight), positioned by wall-clock time in `zone` (the browser's
 * when none is given; `weekStart` is midnight of the same zone's Monday, see `weekStartOf`).
 * Blocks that overlap within a day share the column width side by side.
 */
export function placeMeetings<M extends Timed>(
  meetings: M[],
  weekStart: Date,
  zone?: string,
): PlacedBlock<M>[] {
  const blocks: PlacedBlock<M>[] = [];
  for (let day = 0; day < 7; day++) {
    const dayStart = addDays(weekStart, day);
    const dayEnd = addDays(weekStart, day + 1);
    const ofDay: PlacedBlock<M>[] = [];
    for (const meeting of meetings) {
      const start = new Date(meeting.startTime);
      const end = new Date(meeting.endTime);
      if (!(end > dayStart && start < dayEnd) || !(end > start)) continue;
      const continuesBefore = start < dayStart;
      const continuesAfter = end > dayEnd;
      const top = continuesBefore ? 0 : wallMinutes(start, zone) * PX_PER_MINUTE;
      const bottom = continuesAfter
        ? DAY_HEIGHT
        : Math.min(
            DAY_HEIGHT,
            top +
              ((end.getTime() - Math.max(start.getTime(), dayStart.getTime())) / 60_000) *
                PX_PER_MINUTE,
          );
      ofDay.push({
        meeting,
        day,
        top,
        height: Math.max(0, bottom - top),
        lane: 0,
        lanes: 1,
        continuesBefore,
        continuesAfter,
      });
    }
    assignLanes(ofDay);
    blocks.push(...ofDay);
  }
  return blocks;
}

/**
 * Gives overlapping blocks separate lanes: blocks are taken by start, each goes into the first
 * lane free at its start, and every block of a group of mutually reaching overlaps gets the
 * group's lane count so they split the width evenly.
 */
export function assignLanes(
  blocks: { top: number; height: number; lane: number; lanes: number }[],
) {
  const sorted = [...blocks].sort((a, b) => a.top - b.top || b.height - a.height);
  let group: typeof sorted = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const block of group) block.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const block of sorted) {
    if (block.top >= groupEnd) closeGroup();
    const bottom = block.top + block.height;
    let lane = laneEnds.findIndex((end) => end <= block.top);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(bottom);
    } else laneEnds[lane] = bottom;
    block.lane = lane;
    group.push(block);
    groupEnd = group.length === 1 ? bottom : Math.max(groupEnd, bottom);
  }
  closeGroup();
}

/** How many meetings touch each day of the week (Monday first): the day strip's dots. */
export function meetingsPerDay(blocks: readonly PlacedBlock<Timed>[]): number[] {
  const counts = Array.from({ length: 7 }, () => 0);
  for (const block of blocks) counts[block.day] = (counts[block.day] ?? 0) + 1;
  return counts;
}
