import {
  PERIOD_KINDS,
  ZPeriodFilter,
  type TPeriodFilter,
  type TPeriodKind,
} from '@contracts/timesheets/period';

/**
 * The overview's period lives in the URL (`?calendar=…&period=custom&startDate=…&endDate=…`), so
 * a reload, the back button or a shared link shows the same period.
 */
export function periodFromParams(params: URLSearchParams): TPeriodFilter {
  const kind = params.get('period');
  const period: TPeriodKind = (PERIOD_KINDS as readonly string[]).includes(kind ?? '')
    ? (kind as TPeriodKind)
    : 'this-week';
  return period === 'custom'
    ? { period, startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' }
    : { period };
}

/** The query string of a period: only the dates of a custom range. */
export function periodQuery(filter: TPeriodFilter): URLSearchParams {
  const query = new URLSearchParams({ period: filter.period ?? 'this-week' });
  if (filter.period === 'custom') {
    query.set('startDate', filter.startDate ?? '');
    query.set('endDate', filter.endDate ?? '');
  }
  return query;
}

/** Why a period cannot be shown (a custom range with missing or backwards dates), if so. */
export function periodProblem(filter: TPeriodFilter): string | undefined {
  const parsed = ZPeriodFilter.safeParse(filter);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** `params` with the period replaced and everything else (the calendar) kept. */
export function withPeriod(params: URLSearchParams, filter: TPeriodFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['period', 'startDate', 'endDate']) next.delete(name);
  for (const [name, value] of periodQuery(filter)) next.set(name, value);
  return next;
}
