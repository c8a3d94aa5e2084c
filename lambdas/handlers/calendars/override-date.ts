import { dateOverrideMessages, ZOverrideDate } from '@contracts/booking/date-override';
import { badRequest } from '../../errors';

/** `{date}` of an override: a real calendar date, `YYYY-MM-DD`. */
export function overrideDateOf(params: Record<string, string | undefined>): string {
  const parsed = ZOverrideDate.safeParse(params.date);
  if (!parsed.success)
    throw badRequest(dateOverrideMessages.date, { date: dateOverrideMessages.date });
  return parsed.data;
}
