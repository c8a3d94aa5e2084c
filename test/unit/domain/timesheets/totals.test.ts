import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPounds, formatPoundsPlain } from '@domain/timesheets/money';
import {
  billedMeeting,
  lineAmount,
  meetingLine,
  timesheet,
  type TimedEntry,
} from '@domain/timesheets/totals';

const entry = (
  durationMinutes: number,
  billable: boolean,
  ratePence: number | null,
  id = 'e',
): TimedEntry & { id: string } => ({ id, durationMinutes, billable, ratePence });

/** Pence of a shown amount, read independently of the code under test: `£1,234.56` or `1234.56`. */
function penceShown(text: string): bigint {
  const match = /^£?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not an amount as shown: ${text}`);
  return BigInt(match[1]!.replaceAll(',', '')) * 100n + BigInt(match[2]!);
}

describe('lineAmount', () => {
  it('is what a billable entry with a rate earns, rounded half up to the penny', () => {
    expect(lineAmount(entry(60, true, 15000))).toBe(15000);
    expect(lineAmount(entry(3, true, 10))).toBe(1);
    expect(lineAmount(entry(7, true, 1000))).toBe(117);
  });

  it('is zero for a billable entry at a zero rate', () => {
    expect(lineAmount(entry(90, true, 0))).toBe(0);
  });

  it('is null for an entry not marked billable, even with a rate', () => {
    expect(lineAmount(entry(60, false, 15000))).toBeNull();
    expect(lineAmount(entry(60, false, null))).toBeNull();
  });

  it('is null for a billable entry without a rate', () => {
    expect(lineAmount(entry(60, true, null))).toBeNull();
  });

  it('refuses a duration that is not whole minutes, zero or more', () => {
    expect(() => lineAmount(entry(-5, false, null))).toThrow(RangeError);
    expect(() => lineAmount(entry(1.5, true, 100))).toThrow(RangeError);
  });
});

describe('timesheet', () => {
  it('shows each entry, in the order given, with its amount', () => {
    const { lines } = timesheet(
      [],
      [entry(7, true, 1000, 'a'), entry(59, false, 5000, 'b'), entry(61, true, null, 'c')],
    );
    expect(lines).toEqual([
      { id: 'a', durationMinutes: 7, billable: true, ratePence: 1000, amountPence: 117 },
      { id: 'b', durationMinutes: 59, billable: false, ratePence: 5000, amountPence: null },
      { id: 'c', durationMinutes: 61, billable: true, ratePence: null, amountPence: null },
    ]);
  });

  it('keeps the fields the caller passes for display', () => {
    const { lines } = timesheet([], [{ ...entry(30, true, 100), description: 'Board prep' }]);
    expect(lines[0]).toMatchObject({ description: 'Board prep', amountPence: 50 });
  });

  it('counts meetings and entries in the total time, and only billable entries as billable', () => {
    const { totals } = timesheet(
      [{ durationMinutes: 30 }, { durationMinutes: 45 }],
      [entry(7, true, 1000), entry(59, false, 5000), entry(61, true, null), entry(20, true, 0)],
    );
    expect(totals).toEqual({
      meetingMinutes: 75,
      entryMinutes: 147,
      totalMinutes: 222,
      billableMinutes: 88,
      billableAmountPence: 117,
    });
  });

  it('adds the rounded lines, not the rate applied to the total minutes', () => {
    // Three 1-minute lines at 30p an hour show 1p each (half a penny, up): 3p in all, although
    // 3 minutes at 30p an hour is 1.5p.
    const { lines, totals } = timesheet(
      [],
      [1, 2, 3].map((i) => entry(1, true, 30, `${i}`)),
    );
    expect(lines.map((l) => l.amountPence)).toEqual([1, 1, 1]);
    expect(totals.billableAmountPence).toBe(3);
  });

  it('is all zeros for an empty period', () => {
    expect(timesheet([], [])).toEqual({
      lines: [],
      meetings: [],
      totals: {
        meetingMinutes: 0,
        entryMinutes: 0,
        totalMinutes: 0,
        billableMinutes: 0,
        billableAmountPence: 0,
      },
    });
  });

  it('refuses a meeting whose duration is not whole minutes, zero or more', () => {
    expect(() => timesheet([{ durationMinutes: -1 }], [])).toThrow(RangeError);
    expect(() => timesheet([{ durationMinutes: 0.5 }], [])).toThrow(RangeError);
  });

  it('does not change its arguments', () => {
    const entries = [entry(7, true, 1000)];
    timesheet([{ durationMinutes: 30 }], entries);
    expect(entries).toEqual([entry(7, true, 1000)]);
  });

  describe('over random periods', () => {
    const entryArbitrary = fc.record({
      // Odd minutes as well as round ones; a long day at most.
      durationMinutes: fc.oneof(
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.constantFrom(1, 7, 11, 59, 61, 89, 119),
      ),
      billable: fc.boolean(),
      // Rates with pence, up to £2,000.00 an hour, and sometimes none.
      ratePence: fc.option(
        fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom(0, 1, 10, 30, 150, 1234)),
        { freq: 5 },
      ),
    });
    const meetingArbitrary = fc.record({ durationMinutes: fc.integer({ min: 0, max: 8 * 60 }) });
    const periodArbitrary = fc.tuple(
      fc.array(meetingArbitrary, { maxLength: 20 }),
      fc.array(entryArbitrary, { maxLength: 60 }),
    );

    it('shows lines that add up exactly to the total, also once formatted', () => {
      fc.assert(
        fc.property(periodArbitrary, ([meetings, entries]) => {
          const { lines, totals } = timesheet(meetings, entries);
          const amounts = lines.map((l) => l.amountPence ?? 0);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(totals.billableAmountPence);

          // What the screen, the PDF and the CSV show, read back and added up.
          const shown = lines.filter((l) => l.amountPence !== null).map((l) => l.amountPence!);
          for (const format of [formatPounds, formatPoundsPlain]) {
            const sumShown = shown.reduce((acc, pence) => acc + penceShown(format(pence)), 0n);
            expect(sumShown).toBe(penceShown(format(totals.billableAmountPence)));
          }
        }),
        { numRuns: 10_000 },
      );
    });

    it('gives each line its exact amount rounded half up, and the time totals', () => {
      fc.assert(
        fc.property(periodArbitrary, ([meetings, entries]) => {
          const { lines, totals } = timesheet(meetings, entries);
          expect(lines).toHaveLength(entries.length);
          lines.forEach((line, i) => {
            const source = entries[i]!;
            if (!source.billable || source.ratePence === null) {
              expect(line.amountPence).toBeNull();
              return;
            }
            const exactSixtieths = BigInt(source.durationMinutes) * BigInt(source.ratePence);
            const off = BigInt(line.amountPence!) * 60n - exactSixtieths;
            expect(off > -30n && off <= 30n).toBe(true);
          });
          const minutes = (list: { durationMinutes: number }[]) =>
            list.reduce((acc, x) => acc + x.durationMinutes, 0);
          expect(totals.totalMinutes).toBe(minutes(meetings) + minutes(entries));
          expect(totals.billableMinutes).toBe(minutes(entries.filter((e) => e.billable)));
        }),
        { numRuns: 2000 },
      );
    });
  });
});

describe('meetings billed at the page rate', () => {
  const meeting = { id: 'm', durationMinutes: 45 };

  it('bills a meeting at the page rate when the page bills meetings (on by default)', () => {
    const billed = meetingLine(
      billedMeeting(meeting, { meetingsBillable: true, ratePence: 12000 }),
    );
    // 45 minutes at £120.00 an hour.
    expect(billed).toEqual({ ...meeting, billable: true, ratePence: 12000, amountPence: 9000 });
  });

  it('does not bill a meeting when turned off or when the page has no rate', () => {
    for (const billing of [
      { meetingsBillable: false, ratePence: 12000 },
      { meetingsBillable: true, ratePence: null },
    ])
      expect(meetingLine(billedMeeting(meeting, billing))).toEqual({
        ...meeting,
        billable: false,
        ratePence: null,
        amountPence: null,
      });
  });

  it('reads a meeting without billing fields (approved before meetings were billed) as not billed', () => {
    expect(meetingLine(meeting)).toMatchObject({ billable: false, amountPence: null });
  });

  it('adds billed meetings to the billable time and amount, rounded per line', () => {
    const rate = { meetingsBillable: true, ratePence: 1000 };
    const sheet = timesheet(
      [billedMeeting({ durationMinutes: 7 }, rate), billedMeeting({ durationMinutes: 7 }, rate)],
      [entry(7, true, 1000), entry(30, false, null)],
    );
    // Three 7-minute lines at £10.00: £1.17 each.
    expect(sheet.meetings.map((m) => m.amountPence)).toEqual([117, 117]);
    expect(sheet.totals).toEqual({
      meetingMinutes: 14,
      entryMinutes: 37,
      totalMinutes: 51,
      billableMinutes: 21,
      billableAmountPence: 351,
    });
  });
});
