import { periodMessages } from '@contracts/timesheets/period-approval';
import { notFound } from '../../errors';
import { daysOfPeriodId } from '../../services/timesheets/period-item';

/** `{periodId}`: an id that cannot name a period is simply not found. */
export function periodIdOf(params: Record<string, string | undefined>): string {
  const id = params.periodId ?? '';
  if (!daysOfPeriodId(id)) throw notFound(periodMessages.notFound);
  return id;
}
