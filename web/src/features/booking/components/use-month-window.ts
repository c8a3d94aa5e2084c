import { useMemo, useState } from 'react';
import { addDays, startOfMonth } from 'date-fns';

/**
 * The month a date picker shows and the date chosen in it, between this month and the month the
 * page's horizon ends in: a page offers nothing further ahead, so the picker stops there.
 */
export function useMonthWindow(horizonDays: number) {
  const thisMonth = useMemo(() => startOfMonth(new Date()), []);
  const lastMonth = useMemo(() => startOfMonth(addDays(new Date(), horizonDays)), [horizonDays]);
  const [month, setMonth] = useState(thisMonth);
  const [date, setDate] = useState<string | null>(null);
  return { thisMonth, lastMonth, month, setMonth, date, setDate };
}

/** The month window a date picker shows (`useMonthWindow`). */
export type MonthWindow = ReturnType<typeof useMonthWindow>;
