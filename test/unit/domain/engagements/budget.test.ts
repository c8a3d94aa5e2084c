import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  alertsDue,
  baseMinutesOf,
  budgetOfMonth,
  monthsFrom,
  withinSpan,
  burnPercent,
  carryCapOf,
  daysOf,
  monthBudgets,
  monthOf,
  nextMonth,
  splitAtBudget,
  usedMinutesIn,
  type CountedTime,
  type EngagementSpan,
  type MonthUse,
} from '@domain/engagements/budget';
import type { CommercialModel, EngagementTerms, Rollover } from '@domain/engagements/terms';
import type { SignedTerms } from '@domain/engagements/terms-history';

const terms = (model: CommercialModel, rollover: Rollover = { kind: 'none' }): EngagementTerms => ({
  model,
  rollover,
  lateCancellationHours: 24,
  noticeDays: 30,
});

const retainer = (hoursPerMonth: number, capHours?: number): EngagementTerms =>
  terms(
    { kind: 'retainer', hoursPerMonth, ratePence: 15_000 },
    capHours === undefined ? { kind: 'none' } : { kind: 'carry', capHours },
  );

const letter = (effectiveFrom: string, agreed: EngagementTerms): SignedTerms => ({
  effectiveFrom,
  terms: agreed,
  letterHash: `hash-${effectiveFrom}`,
});

const openEnded = (startDate: string): EngagementSpan => ({ startDate, endDate: null });

/** Months in order from `first`, each the one after the last, with their base, cap and use. */
function months(first: string, uses: Array<Omit<MonthUse, 'month'>>): MonthUse[] {
  let month = first;
  return uses.map((use, i) => {
    if (i > 0) month = nextMonth(month);
    return { month, ...use };
  });
}

describe('calendar months', () => {
  it('reads the month on the engagement’s calendar, not in UTC', () => {
    // 22:00 on 31 March in New York is already 1 April in UTC.
    const instant = new Date('2026-04-01T02:00:00Z');
    expect(monthOf(instant, 'America/New_York')).toBe('2026-03');
    expect(monthOf(instant, 'UTC')).toBe('2026-04');
  });

  it('follows December with the next year’s January', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-01')).toBe('2026-02');
    expect(nextMonth('2026-09')).toBe('2026-10');
  });

  it('lists every day of a month: 29 in a leap February, 31 in January', () => {
    expect(daysOf('2028-02')).toHaveLength(29);
    expect(daysOf('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOf('2026-02')).toHaveLength(28);
    const january = daysOf('2026-01');
    expect(january).toHaveLength(31);
    expect([january[0], january.at(-1)]).toEqual(['2026-01-01', '2026-01-31']);
  });
});

describe('baseMinutesOf', () => {
  // April 2026 has 30 days.
  const april = '2026-04';

  it('agrees a retainer’s full hours for a month it fully spans', () => {
    expect(baseMinutesOf(april, [letter('2026-01-01', retainer(8))], openEnded('2026-01-01'))).toBe(
      480,
    );
  });

  it('agrees its share of the hours in the month an engagement starts', () => {
    // The 16th to the 30th: 15 days of 30.
    expect(baseMinutesOf(april, [letter('2026-04-16', retainer(8))], openEnded('2026-04-16'))).toBe(
      240,
    );
  });

  it('agrees its share of the hours in the month an engagement ends', () => {
    const span = { startDate: '2026-01-01', endDate: '2026-04-15' };
    expect(baseMinutesOf(april, [letter('2026-01-01', retainer(8))], span)).toBe(240);
  });

  it('rounds a share to whole minutes', () => {
    // 10 days of 30 of 8 hours: 160 minutes; 7 days of 30 of 1 hour: 14 minutes.
    expect(baseMinutesOf(april, [letter('2026-04-21', retainer(8))], openEnded('2026-04-21'))).toBe(
      160,
    );
    expect(baseMinutesOf(april, [letter('2026-04-24', retainer(1))], openEnded('2026-04-24'))).toBe(
      14,
    );
  });

  it('applies a change order from its date: half the month at 8 hours, half at 12', () => {
    const letters = [letter('2026-01-01', retainer(8)), letter('2026-04-16', retainer(12))];
    expect(baseMinutesOf(april, letters, openEnded('2026-01-01'))).toBe(600);
    expect(baseMinutesOf('2026-05', letters, openEnded('2026-01-01'))).toBe(720);
  });

  it('agrees no hours under a fixed fee or time and materials', () => {
    for (const model of [
      { kind: 'fixedFee', monthlyFeePence: 500_000 },
      { kind: 'timeAndMaterials', ratePence: 15_000 },
    ] as const)
      expect(
        baseMinutesOf(april, [letter('2026-01-01', terms(model))], openEnded('2026-01-01')),
      ).toBeNull();
  });

  it('agrees only the retainer’s days when a change order moves to time and materials', () => {
    const letters = [
      letter('2026-01-01', retainer(8)),
      letter('2026-04-16', terms({ kind: 'timeAndMaterials', ratePence: 15_000 })),
    ];
    expect(baseMinutesOf(april, letters, openEnded('2026-01-01'))).toBe(240);
  });

  it('agrees no hours for a month before the first letter takes effect', () => {
    expect(
      baseMinutesOf(april, [letter('2026-05-01', retainer(8))], openEnded('2026-01-01')),
    ).toBeNull();
  });

  it('agrees no hours for a month after the engagement ended', () => {
    const span = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(baseMinutesOf(april, [letter('2026-01-01', retainer(8))], span)).toBeNull();
  });
});

describe('carryCapOf', () => {
  const april = '2026-04';

  it('is the cap of the terms in effect on the month’s last day', () => {
    const capRaisedOnLastDay = [
      letter('2026-01-01', retainer(8, 4)),
      letter('2026-04-30', retainer(8, 10)),
    ];
    expect(carryCapOf(april, capRaisedOnLastDay, openEnded('2026-01-01'))).toBe(600);
    const capRaisedNextMonth = [
      letter('2026-01-01', retainer(8, 4)),
      letter('2026-05-01', retainer(8, 10)),
    ];
    expect(carryCapOf(april, capRaisedNextMonth, openEnded('2026-01-01'))).toBe(240);
  });

  it('is the cap in effect on the engagement’s last day when it ends within the month', () => {
    const letters = [letter('2026-01-01', retainer(8, 4)), letter('2026-04-25', retainer(8, 10))];
    expect(carryCapOf(april, letters, { startDate: '2026-01-01', endDate: '2026-04-20' })).toBe(
      240,
    );
  });

  it('is nothing when the terms carry nothing, or before any terms', () => {
    expect(carryCapOf(april, [letter('2026-01-01', retainer(8))], openEnded('2026-01-01'))).toBe(0);
    expect(carryCapOf(april, [letter('2026-05-01', retainer(8, 4))], openEnded('2026-01-01'))).toBe(
      0,
    );
  });
});

describe('monthBudgets', () => {
  it('loses unused hours when the terms carry nothing', () => {
    const [january, february] = monthBudgets(
      months('2026-01', [
        { baseMinutes: 480, carryCapMinutes: 0, usedMinutes: 100 },
        { baseMinutes: 480, carryCapMinutes: 0, usedMinutes: 0 },
      ]),
    );
    expect(january).toMatchObject({ carriedMinutes: 0, agreedMinutes: 480, remainingMinutes: 380 });
    expect(february).toMatchObject({
      carriedMinutes: 0,
      agreedMinutes: 480,
      remainingMinutes: 480,
    });
  });

  it('carries a month’s unused hours into the next month, up to the cap', () => {
    const [, february] = monthBudgets(
      months('2026-01', [
        { baseMinutes: 480, carryCapMinutes: 120, usedMinutes: 100 },
        { baseMinutes: 480, carryCapMinutes: 120, usedMinutes: 0 },
      ]),
    );
    expect(february).toMatchObject({ carriedMinutes: 120, agreedMinutes: 600 });
  });

  it('carries unused hours into the next month only, never further', () => {
    // Nothing used for three months, with a cap above the base: each month carries only its own.
    const budgets = monthBudgets(
      months('2026-11', [
        { baseMinutes: 480, carryCapMinutes: 600, usedMinutes: 0 },
        { baseMinutes: 480, carryCapMinutes: 600, usedMinutes: 0 },
        { baseMinutes: 480, carryCapMinutes: 600, usedMinutes: 0 },
      ]),
    );
    expect(budgets.map((b) => [b.month, b.carriedMinutes, b.agreedMinutes])).toEqual([
      ['2026-11', 0, 480],
      ['2026-12', 480, 960],
      ['2027-01', 480, 960],
    ]);
  });

  it('uses carried minutes first, so the month’s own hours are what it carries on', () => {
    const budgets = monthBudgets(
      months('2026-01', [
        { baseMinutes: 480, carryCapMinutes: 300, usedMinutes: 100 },
        // Uses 250 of its 300 carried: its own 480 are untouched, and carried on up to its cap.
        { baseMinutes: 480, carryCapMinutes: 400, usedMinutes: 250 },
        { baseMinutes: 480, carryCapMinutes: 400, usedMinutes: 0 },
      ]),
    );
    expect(budgets.map((b) => b.carriedMinutes)).toEqual([0, 300, 400]);
  });

  it('carries what is left of the month’s own hours once the carried ones are used up', () => {
    const budgets = monthBudgets(
      months('2026-01', [
        { baseMinutes: 480, carryCapMinutes: 300, usedMinutes: 100 },
        // 300 carried, then 300 of its own: 180 of its own left.
        { baseMinutes: 480, carryCapMinutes: 400, usedMinutes: 600 },
        { baseMinutes: 480, carryCapMinutes: 400, usedMinutes: 0 },
      ]),
    );
    expect(budgets.map((b) => b.carriedMinutes)).toEqual([0, 300, 180]);
  });

  it('carries nothing across a gap between months', () => {
    const [, march] = monthBudgets([
      { month: '2026-01', baseMinutes: 480, carryCapMinutes: 240, usedMinutes: 0 },
      { month: '2026-03', baseMinutes: 480, carryCapMinutes: 240, usedMinutes: 0 },
    ]);
    expect(march).toMatchObject({ carriedMinutes: 0, agreedMinutes: 480 });
  });

  it('neither carries into nor out of a month without agreed hours', () => {
    const [, february, march] = monthBudgets(
      months('2026-01', [
        { baseMinutes: 480, carryCapMinutes: 240, usedMinutes: 0 },
        { baseMinutes: null, carryCapMinutes: 240, usedMinutes: 90 },
        { baseMinutes: 480, carryCapMinutes: 240, usedMinutes: 0 },
      ]),
    );
    expect(february).toEqual({
      month: '2026-02',
      baseMinutes: null,
      carriedMinutes: 0,
      agreedMinutes: null,
      usedMinutes: 90,
      remainingMinutes: null,
      overageMinutes: 0,
    });
    expect(march).toMatchObject({ carriedMinutes: 0, agreedMinutes: 480 });
  });

  it('counts use beyond the agreed minutes as overage, and never less than nothing remaining', () => {
    const [january] = monthBudgets(
      months('2026-01', [{ baseMinutes: 480, carryCapMinutes: 0, usedMinutes: 600 }]),
    );
    expect(january).toMatchObject({ agreedMinutes: 480, remainingMinutes: 0, overageMinutes: 120 });
  });

  it('holds its rules over random runs of months, rollovers and use', () => {
    const useArbitrary = fc.record({
      baseMinutes: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null, freq: 4 }),
      carryCapMinutes: fc.integer({ min: 0, max: 1200 }),
      usedMinutes: fc.integer({ min: 0, max: 3000 }),
    });
    const runArbitrary = fc.record({
      first: fc
        .tuple(fc.integer({ min: 2025, max: 2028 }), fc.integer({ min: 1, max: 12 }))
        .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
      uses: fc.array(useArbitrary, { minLength: 1, maxLength: 14 }),
    });
    fc.assert(
      fc.property(runArbitrary, ({ first, uses }) => {
        const run = months(first, uses);
        const budgets = monthBudgets(run);
        expect(budgets.map((b) => b.month)).toEqual(run.map((m) => m.month));
        budgets.forEach((budget, i) => {
          const use = run[i]!;
          expect(budget.usedMinutes).toBe(use.usedMinutes);
          if (use.baseMinutes === null) {
            expect(budget).toMatchObject({
              carriedMinutes: 0,
              agreedMinutes: null,
              remainingMinutes: null,
              overageMinutes: 0,
            });
            return;
          }
          const agreed = budget.agreedMinutes!;
          expect(agreed).toBe(use.baseMinutes + budget.carriedMinutes);

          const before = run[i - 1];
          const budgetBefore = budgets[i - 1];
          if (before === undefined || budgetBefore === undefined || before.baseMinutes === null) {
            expect(budget.carriedMinutes).toBe(0);
          } else {
            expect(budget.carriedMinutes).toBeGreaterThanOrEqual(0);
            expect(budget.carriedMinutes).toBeLessThanOrEqual(before.carryCapMinutes);
            // No more than the month before left of its own hours, its carried ones used first.
            const ownUsed = Math.max(0, before.usedMinutes - budgetBefore.carriedMinutes);
            expect(budget.carriedMinutes).toBeLessThanOrEqual(
              Math.max(0, before.baseMinutes - ownUsed),
            );
          }

          expect(budget.remainingMinutes).toBeGreaterThanOrEqual(0);
          expect(budget.overageMinutes).toBeGreaterThanOrEqual(0);
          expect(budget.remainingMinutes! + budget.usedMinutes - budget.overageMinutes).toBe(
            agreed,
          );
          if (use.usedMinutes <= agreed) expect(budget.overageMinutes).toBe(0);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('usedMinutesIn', () => {
  it('counts what starts in the month on the engagement’s calendar', () => {
    const items: CountedTime[] = [
      // 31 March, 22:00 in New York.
      { startTime: '2026-04-01T02:00:00Z', minutes: 60 },
      { startTime: '2026-04-15T14:00:00Z', minutes: 30 },
      // 30 April, 23:30 in New York, running into May.
      { startTime: '2026-05-01T03:30:00Z', minutes: 90 },
    ];
    expect(usedMinutesIn(items, '2026-03', 'America/New_York')).toBe(60);
    expect(usedMinutesIn(items, '2026-04', 'America/New_York')).toBe(120);
    expect(usedMinutesIn(items, '2026-05', 'America/New_York')).toBe(0);
    expect(usedMinutesIn(items, '2026-03', 'UTC')).toBe(0);
    expect(usedMinutesIn(items, '2026-04', 'UTC')).toBe(90);
    expect(usedMinutesIn(items, '2026-05', 'UTC')).toBe(90);
  });

  describe('over random months, zones and weeks the clocks change', () => {
    const ZONES = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'UTC',
      'Asia/Kolkata',
    ] as const;
    const DAY_MS = 86_400_000;
    // Weeks the clocks change in London, New York and Sydney, and the turn of every month.
    const clockChanges = [
      '2026-03-08',
      '2026-03-29',
      '2026-04-05',
      '2026-10-04',
      '2026-10-25',
      '2026-11-01',
      '2027-03-14',
      '2027-03-28',
      '2027-04-04',
      '2027-10-03',
      '2027-10-31',
      '2027-11-07',
    ];
    const monthTurns = Array.from({ length: 24 }, (_, i) => {
      const [year, month] = [2026 + Math.floor(i / 12), (i % 12) + 1];
      return `${year}-${String(month).padStart(2, '0')}-01`;
    });
    const near = (dates: string[], days: number) =>
      fc
        .tuple(
          fc.constantFrom(...dates.map((d) => Date.parse(`${d}T00:00:00Z`))),
          fc.integer({ min: -days * DAY_MS, max: days * DAY_MS }),
        )
        .map(([centre, offset]) => centre + offset);
    const instantArbitrary = fc.oneof(
      near(clockChanges, 7),
      near(monthTurns, 1),
      fc.integer({
        min: Date.parse('2026-01-01T00:00:00Z'),
        max: Date.parse('2027-12-31T23:59:59Z'),
      }),
    );
    const itemsArbitrary = fc.array(
      fc.record({
        startTime: instantArbitrary.map((ms) => new Date(ms).toISOString()),
        minutes: fc.integer({ min: 1, max: 600 }),
      }),
      { maxLength: 40 },
    );

    /** The local date, read by the platform's own time zone data, not by the code under test. */
    const formatters = new Map(
      ZONES.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }),
      ]),
    );
    const localDate = (startTime: string, timeZone: string) => {
      const parts = formatters
        .get(timeZone as (typeof ZONES)[number])!
        .formatToParts(new Date(startTime));
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return `${part('year')}-${part('month')}-${part('day')}`;
    };

    // Every month an item can fall in, whatever the zone.
    const allMonths: string[] = [];
    for (let month = '2025-12'; month <= '2028-01'; month = nextMonth(month)) allMonths.push(month);

    it('burns, each month, exactly the minutes of the items that start in it there', () => {
      fc.assert(
        fc.property(itemsArbitrary, fc.constantFrom(...ZONES), (items, zone) => {
          let burnt = 0;
          for (const month of allMonths) {
            const expected = items
              .filter((item) => localDate(item.startTime, zone).startsWith(`${month}-`))
              .reduce((sum, item) => sum + item.minutes, 0);
            const used = usedMinutesIn(items, month, zone);
            expect(used).toBe(expected);
            burnt += used;
          }
          // Nothing lost, nothing counted twice.
          expect(burnt).toBe(items.reduce((sum, item) => sum + item.minutes, 0));
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('burn alerts', () => {
  it('reads the share of the agreed minutes used, rounded down', () => {
    expect(burnPercent(480, 360)).toBe(75);
    expect(burnPercent(480, 359)).toBe(74);
    expect(burnPercent(480, 600)).toBe(125);
    expect(burnPercent(480, 0)).toBe(0);
  });

  it('has no share when no minutes are agreed', () => {
    expect(burnPercent(null, 100)).toBeNull();
    expect(burnPercent(0, 100)).toBeNull();
  });

  it('mails at 75 %, 90 % and 100 % of the agreed minutes, not before', () => {
    expect(alertsDue(480, 359, [])).toEqual([]);
    expect(alertsDue(480, 360, [])).toEqual([75]);
    expect(alertsDue(480, 431, [75])).toEqual([]);
    expect(alertsDue(480, 432, [75])).toEqual([90]);
    expect(alertsDue(480, 479, [75, 90])).toEqual([]);
    expect(alertsDue(480, 480, [75, 90])).toEqual([100]);
  });

  it('mails each level once: one already sent is not due again', () => {
    expect(alertsDue(480, 400, [75])).toEqual([]);
    expect(alertsDue(480, 900, [75, 90, 100])).toEqual([]);
  });

  it('mails every level passed at once when one big entry jumps from 70 % to 100 %', () => {
    expect(alertsDue(1000, 700, [])).toEqual([]);
    expect(alertsDue(1000, 1000, [])).toEqual([75, 90, 100]);
    expect(alertsDue(1000, 1500, [75])).toEqual([90, 100]);
  });

  it('mails nothing when no minutes are agreed', () => {
    expect(alertsDue(null, 10_000, [])).toEqual([]);
    expect(alertsDue(0, 10_000, [])).toEqual([]);
  });
});

describe('splitAtBudget', () => {
  it('puts time within the budget in the order worked, and splits the entry that crosses it', () => {
    const split = splitAtBudget(
      [
        { id: 'a', minutes: 100 },
        { id: 'b', minutes: 200 },
        { id: 'c', minutes: 300 },
      ],
      250,
    );
    expect(split).toEqual([
      { id: 'a', minutes: 100, withinMinutes: 100, overageMinutes: 0 },
      { id: 'b', minutes: 200, withinMinutes: 150, overageMinutes: 50 },
      { id: 'c', minutes: 300, withinMinutes: 0, overageMinutes: 300 },
    ]);
  });

  it('has no overage while the time stays within the budget', () => {
    const split = splitAtBudget([{ minutes: 100 }, { minutes: 200 }], 300);
    expect(split.map((s) => s.overageMinutes)).toEqual([0, 0]);
  });

  it('holds over random entries and budgets: within up to the budget, the rest overage', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 6000 }),
        (minutes, agreed) => {
          const split = splitAtBudget(
            minutes.map((m, i) => ({ i, minutes: m })),
            agreed,
          );
          const total = minutes.reduce((a, b) => a + b, 0);
          const sum = (key: 'withinMinutes' | 'overageMinutes') =>
            split.reduce((acc, s) => acc + s[key], 0);
          expect(sum('withinMinutes')).toBe(Math.min(total, agreed));
          expect(sum('overageMinutes')).toBe(Math.max(0, total - agreed));
          split.forEach((s, i) => {
            expect(s.i).toBe(i);
            expect(s.withinMinutes).toBeGreaterThanOrEqual(0);
            expect(s.overageMinutes).toBeGreaterThanOrEqual(0);
            expect(s.withinMinutes + s.overageMinutes).toBe(minutes[i]);
          });
          // Once time runs over, nothing later is within the budget.
          const firstOver = split.findIndex((s) => s.overageMinutes > 0);
          if (firstOver >= 0)
            for (const later of split.slice(firstOver + 1)) expect(later.withinMinutes).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('an engagement’s month from its letters and all its counted time', () => {
  const span: EngagementSpan = { startDate: '2030-01-15', endDate: '2030-06-30' };
  const letters = [letter('2030-01-15', retainer(10, 4))];
  const at = (day: string, minutes: number): CountedTime => ({
    startTime: `${day}T10:00:00Z`,
    minutes,
  });

  it('lists the months from the first to the last, none when the last comes first', () => {
    expect(monthsFrom('2029-11', '2030-02')).toEqual(['2029-11', '2029-12', '2030-01', '2030-02']);
    expect(monthsFrom('2030-02', '2030-01')).toEqual([]);
  });

  it('counts only time on the engagement’s own days, on its calendar', () => {
    const items = [at('2030-01-14', 60), at('2030-01-15', 30), at('2030-06-30', 20)];
    const lateOnTheLastDay: CountedTime = { startTime: '2030-06-30T23:30:00Z', minutes: 15 };
    expect(withinSpan([...items, lateOnTheLastDay], span, 'UTC')).toEqual(
      items.slice(1).concat(lateOnTheLastDay),
    );
    // 23:30 UTC on 30 June is already 1 July in Berlin, after the engagement ended.
    expect(withinSpan([lateOnTheLastDay], span, 'Europe/Berlin')).toEqual([]);
  });

  it('carries what February left of its own hours into March, within the cap', () => {
    // January (from the 15th) carries its cap, 4 h, into February, which uses them first: of
    // its 11 h, 7 are its own, so 3 of its own 10 are left for March.
    const items = [at('2030-02-03', 11 * 60), at('2030-03-04', 11 * 60)];
    const march = budgetOfMonth({ month: '2030-03', letters, span, timeZone: 'UTC', items });
    expect(march).toMatchObject({
      baseMinutes: 600,
      carriedMinutes: 180,
      agreedMinutes: 780,
      usedMinutes: 660,
      remainingMinutes: 120,
      overageMinutes: 0,
    });
  });

  it('has no month before the engagement’s first', () => {
    expect(
      budgetOfMonth({ month: '2029-12', letters, span, timeZone: 'UTC', items: [] }),
    ).toBeUndefined();
  });

  it('uses exactly the minutes counted in the month, over random months and time', () => {
    const day = fc
      .integer({ min: Date.parse('2029-12-01T00:00:00Z'), max: Date.parse('2030-08-31T23:59:59Z') })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(
        fc.array(fc.record({ startTime: day, minutes: fc.integer({ min: 1, max: 600 }) }), {
          maxLength: 30,
        }),
        fc.constantFrom('2030-01', '2030-02', '2030-03', '2030-06'),
        fc.constantFrom('UTC', 'Europe/London', 'America/New_York'),
        (items, month, timeZone) => {
          const budget = budgetOfMonth({ month, letters, span, timeZone, items })!;
          const counted = items.filter((i) => {
            const local = new Date(i.startTime).toLocaleDateString('en-CA', { timeZone });
            return local.startsWith(month) && local >= span.startDate && local <= span.endDate!;
          });
          expect(budget.usedMinutes).toBe(counted.reduce((sum, i) => sum + i.minutes, 0));
          expect(budget.remainingMinutes! - budget.overageMinutes).toBe(
            budget.agreedMinutes! - budget.usedMinutes,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
