import {
  budgetMessages,
  type TBudgetRow,
  type TEngagementBudget,
} from '@contracts/engagements/budget';
import {
  budgetOfMonth,
  burnPercent,
  monthOf,
  nextMonth,
  withinSpan,
  type CountedTime,
  type MonthBudget,
} from '@domain/engagements/budget';
import { startOfLocalDate } from '@domain/time/zoned';
import { countsOnTimesheet } from '@domain/timesheets/counted-meetings';
import { minutesBetween } from '@domain/timesheets/totals';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { fromMeetingItem, MEETING_LOOKBACK_MS, meetingsQuery } from '../booking-pages/meeting-item';
import { entriesQuery, type EntryItem } from '../timesheets/entry-item';
import { signedTermsOf, type EngagementItem } from './engagement-item';
import { linkedPagesOf } from './engagement-pages';
import { ownedEngagement } from './owned-engagement';

/** A piece of counted time with what it was: a meeting, or an entry and its workstream. */
type LabelledTime = CountedTime & { workstreamId: string | null; meeting: boolean };

/**
 * The time the linked pages counted in [from, to): their meetings as the timesheets count them
 * (scheduled bookings and meetings added by hand) and their time entries.
 */
async function countedTime(
  table: Pick<Table, 'queryAll'>,
  pages: readonly BookingPageItem[],
  from: Date,
  to: Date,
): Promise<LabelledTime[]> {
  const perPage = await Promise.all(
    pages.map(async (page) => {
      const [meetings, entries] = await Promise.all([
        table.queryAll({ ...meetingsQuery(page.id, from, to, MEETING_LOOKBACK_MS) }),
        table.queryAll<EntryItem>({ ...entriesQuery(page.id, from, to, true) }),
      ]);
      const counted: LabelledTime[] = meetings
        .map(fromMeetingItem)
        .filter((m) => countsOnTimesheet(m) && new Date(m.startTime) >= from)
        .map((m) => ({
          startTime: m.startTime,
          minutes: minutesBetween(m.startTime, m.endTime),
          workstreamId: null,
          meeting: true,
        }));
      for (const e of entries)
        counted.push({
          startTime: e.startTime,
          minutes: e.durationMinutes,
          workstreamId: e.workstreamId ?? null,
          meeting: false,
        });
      return counted;
    }),
  );
  return perPage.flat();
}

/** The month's use by what it was: each workstream in the engagement's order, then the rest. */
function rowsOf(
  engagement: EngagementItem,
  items: readonly LabelledTime[],
  month: string,
): TBudgetRow[] {
  const inMonth = items.filter(
    (i) => monthOf(new Date(i.startTime), engagement.timeZone) === month,
  );
  const sum = (match: (i: LabelledTime) => boolean) =>
    inMonth.filter(match).reduce((total, i) => total + i.minutes, 0);
  const known = new Set(engagement.workstreams.map((w) => w.id));
  const rows: TBudgetRow[] = [
    ...engagement.workstreams.map((w) => ({
      kind: 'workstream' as const,
      workstreamId: w.id,
      name: w.name,
      minutes: sum((i) => !i.meeting && i.workstreamId === w.id),
    })),
    {
      kind: 'unassigned',
      workstreamId: null,
      name: budgetMessages.unassigned,
      minutes: sum((i) => !i.meeting && (i.workstreamId === null || !known.has(i.workstreamId))),
    },
    {
      kind: 'meetings',
      workstreamId: null,
      name: budgetMessages.meetings,
      minutes: sum((i) => i.meeting),
    },
  ];
  return rows.filter((r) => r.minutes > 0);
}

/**
 * `month`'s budget of an engagement, with the time counted in it: the hours its signed letters
 * agree, carried hours, and the time its linked pages counted, from the engagement's first month
 * (whose carry reaches the next) to `month`. Undefined before the first month.
 */
export async function monthBudgetOf(
  table: Pick<Table, 'queryAll'>,
  engagement: EngagementItem,
  month: string,
): Promise<{ budget: MonthBudget | undefined; items: LabelledTime[] }> {
  const { timeZone, startDate } = engagement;
  if (month < startDate.slice(0, 7)) return { budget: undefined, items: [] };
  const pages = await linkedPagesOf(table, engagement);
  const from = startOfLocalDate(startDate, timeZone);
  const to = startOfLocalDate(`${nextMonth(month)}-01`, timeZone);
  const items = withinSpan(await countedTime(table, pages, from, to), engagement, timeZone);
  const budget = budgetOfMonth({
    month,
    letters: signedTermsOf(engagement),
    span: engagement,
    timeZone,
    items,
  });
  return { budget, items };
}

/**
 * A month's budget of one of the owner's engagements, the current month by default
 * (`monthBudgetOf`), with the months it may move between and its use by workstream.
 */
export async function engagementBudget(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { sub: string; id: string; month?: string | undefined },
): Promise<TEngagementBudget> {
  const engagement = await ownedEngagement(deps.table, input.sub, input.id);
  const { timeZone, startDate, endDate } = engagement;
  const firstMonth = startDate.slice(0, 7);
  const current = monthOf(deps.clock.now(), timeZone);
  const ends = endDate?.slice(0, 7) ?? current;
  // The current month, or the last one of an engagement that has ended, never before the first.
  const latest = current < ends ? current : ends;
  const lastMonth = latest < firstMonth ? firstMonth : latest;
  const month = input.month ?? lastMonth;

  const { budget, items } = await monthBudgetOf(deps.table, engagement, month);
  const usedMinutes = budget?.usedMinutes ?? 0;
  const agreedMinutes = budget?.agreedMinutes ?? null;
  return {
    month,
    firstMonth,
    lastMonth,
    timeZone,
    baseMinutes: budget?.baseMinutes ?? null,
    carriedMinutes: budget?.carriedMinutes ?? 0,
    agreedMinutes,
    usedMinutes,
    remainingMinutes: budget?.remainingMinutes ?? null,
    overageMinutes: budget?.overageMinutes ?? 0,
    burnPercent: burnPercent(agreedMinutes, usedMinutes),
    rows: rowsOf(engagement, items, month),
  };
}
