/**
 * A submitted period's id names its days, `2026-11-02_2026-11-08`: the API's paths carry it, and
 * the same days always name the same period. Pure.
 */
export const periodIdOf = (startDate: string, endDate: string): string => `${startDate}_${endDate}`;

/** The days an id names, or undefined when it cannot be a period's id. */
export function daysOfPeriodId(id: string): { startDate: string; endDate: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match ? { startDate: match[1]!, endDate: match[2]! } : undefined;
}
