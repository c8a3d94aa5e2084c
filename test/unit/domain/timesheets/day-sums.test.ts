import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addSums,
  NO_SUMS,
  statusCountsOf,
  sumsChange,
  sumsOf,
  totalsOf,
  meetingSumsOf,
  type EntrySums,
  type SummedEntry,
} from '@domain/timesheets/day-sums';
import { billedMeeting, meetingLine, timesheet } from '@domain/timesheets/totals';
import { isUnratedDraft } from '@domain/timesheets/unrated';
import { ENTRY_STATUSES } from '@contracts/timesheets/entry';

const dayOf = (startTime: string) => startTime.slice(0, 10);

const entry = (fields: Partial<SummedEntry> = {}): SummedEntry => ({
  startTime: '2030-03-04T09:00:00.000Z',
  durationMinutes: 7,
  billable: true,
  ratePence: 1000,
  status: 'draft',
  ...fields,
});

/** Applies the changes to stored day sums, as the table's counters do. */
function apply(days: Map<string, EntrySums>, changes: Map<string, Partial<EntrySums>>): void {
  for (const [day, change] of changes) days.set(day, addSums([days.get(day) ?? NO_SUMS, change]));
}

describe('sumsOf', () => {
  it("counts one entry's minutes, its line amount as shown and its status", () => {
    expect(sumsOf(entry())).toEqual({
      entries: 1,
      entryMinutes: 7,
      billableMinutes: 7,
      // 7 minutes at £10.00 an hour is 116.67 pence, shown (and summed) as 117.
      billableAmountPence: 117,
      draft: 1,
      submitted: 0,
      approved: 0,
      unratedDrafts: 0,
    });
    expect(sumsOf(entry({ billable: false, status: 'approved' }))).toMatchObject({
      billableMinutes: 0,
      billableAmountPence: 0,
      approved: 1,
      draft: 0,
    });
    expect(sumsOf(entry({ ratePence: null })).billableAmountPence).toBe(0);
  });

  it('counts a billable draft without a rate, and nothing once it is submitted or rated', () => {
    expect(sumsOf(entry({ ratePence: null })).unratedDrafts).toBe(1);
    expect(sumsOf(entry({ ratePence: null, status: 'submitted' })).unratedDrafts).toBe(0);
    expect(sumsOf(entry({ ratePence: null, billable: false })).unratedDrafts).toBe(0);
    const rated = sumsChange(dayOf, [
      { before: entry({ ratePence: null }), after: entry({ ratePence: 1000 }) },
    ]);
    expect(rated.get('2030-03-04')).toMatchObject({ unratedDrafts: -1 });
  });
});

describe('sumsChange', () => {
  it('adds a new entry to its day and takes a deleted one away', () => {
    expect(sumsChange(dayOf, [{ after: entry() }])).toEqual(
      new Map([['2030-03-04', withoutZeros(sumsOf(entry()))]]),
    );
    const taken = sumsChange(dayOf, [{ before: entry() }]).get('2030-03-04');
    expect(taken).toEqual({
      entries: -1,
      entryMinutes: -7,
      billableMinutes: -7,
      billableAmountPence: -117,
      draft: -1,
    });
  });

  it('moves an entry between days, and names nothing for an edit that changes nothing counted', () => {
    const moved = sumsChange(dayOf, [
      { before: entry(), after: entry({ startTime: '2030-03-05T09:00:00.000Z' }) },
    ]);
    expect([...moved.keys()]).toEqual(['2030-03-04', '2030-03-05']);
    expect(moved.get('2030-03-04')?.entries).toBe(-1);
    expect(moved.get('2030-03-05')?.entries).toBe(1);
    expect(sumsChange(dayOf, [{ before: entry(), after: entry() }]).size).toBe(0);
    const rated = sumsChange(dayOf, [{ before: entry(), after: entry({ ratePence: 2000 }) }]);
    expect(rated).toEqual(new Map([['2030-03-04', { billableAmountPence: 233 - 117 }]]));
  });

  it('merges many writes of one day into one change (a status move of a whole period)', () => {
    const writes = [entry(), entry({ startTime: '2030-03-04T10:00:00.000Z' })].map((e) => ({
      before: e,
      after: { ...e, status: 'submitted' as const },
    }));
    expect(sumsChange(dayOf, writes)).toEqual(
      new Map([['2030-03-04', { draft: -2, submitted: 2 }]]),
    );
  });

  it('keeps day sums equal to the totals of the entries themselves, whatever the writes', () => {
    const anEntry = fc.record({
      startTime: fc.integer({ min: 0, max: 9 }).map((d) => `2030-03-0${d}T12:00:00.000Z`),
      durationMinutes: fc.integer({ min: 0, max: 600 }),
      billable: fc.boolean(),
      ratePence: fc.option(fc.integer({ min: 0, max: 100_000 })),
      status: fc.constantFrom(...ENTRY_STATUSES),
    });
    const step = fc.record({ slot: fc.integer({ min: 0, max: 5 }), next: fc.option(anEntry) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const stored = new Map<number, SummedEntry>();
        const days = new Map<string, EntrySums>();
        for (const { slot, next } of steps) {
          const before = stored.get(slot);
          if (next) stored.set(slot, next);
          else stored.delete(slot);
          apply(days, sumsChange(dayOf, [{ before, after: next ?? undefined }]));
        }
        const entries = [...stored.values()];
        const sums = addSums(days.values());
        expect(totalsOf(0, sums)).toEqual(timesheet([], entries).totals);
        for (const status of ENTRY_STATUSES)
          expect(statusCountsOf(sums)[status]).toBe(
            entries.filter((e) => e.status === status).length,
          );
        expect(sums.entries).toBe(entries.length);
        expect(sums.unratedDrafts).toBe(entries.filter(isUnratedDraft).length);
      }),
    );
  });
});

describe('totalsOf', () => {
  it("adds the meetings' minutes into total time", () => {
    const sums = addSums([
      sumsOf(entry()),
      sumsOf(entry({ billable: false, durationMinutes: 60 })),
    ]);
    expect(totalsOf(45, sums)).toEqual({
      meetingMinutes: 45,
      entryMinutes: 67,
      totalMinutes: 112,
      billableMinutes: 7,
      billableAmountPence: 117,
    });
  });

  it('adds billed meetings into the billable figures, as timesheet() does', () => {
    const entries = [entry(), entry({ billable: false, durationMinutes: 60 })];
    const rate = { meetingsBillable: true, ratePence: 1000 };
    const meetings = [billedMeeting({ durationMinutes: 7 }, rate), { durationMinutes: 30 }];
    const lines = meetings.map(meetingLine);
    expect(totalsOf(meetingSumsOf(lines), addSums(entries.map(sumsOf)))).toEqual(
      timesheet(meetings, entries).totals,
    );
    expect(meetingSumsOf(lines)).toEqual({
      meetingMinutes: 37,
      billableMinutes: 7,
      billableAmountPence: 117,
    });
  });
});

function withoutZeros(sums: EntrySums): Partial<EntrySums> {
  return Object.fromEntries(Object.entries(sums).filter(([, v]) => v !== 0));
}
