import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * "Mon, Mar 10, 09:00 – 09:30" (or across midnight "… 23:30 – Tue, Mar 11, 00:30"), on the clock
 * of `zone` (the browser's when none is given).
 */
export function meetingTimeText(startTime: string, endTime: string, zone?: string): string {
  const at = (instant: string) => (zone ? new TZDate(instant, zone) : new Date(instant));
  const start = at(startTime);
  const end = at(endTime);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  return `${format(start, 'EEE, MMM d, HH:mm')} – ${format(end, sameDay ? 'HH:mm' : 'EEE, MMM d, HH:mm')}`;
}

/** What a meeting block says to assistive technology: title, attendee and time (in `zone`). */
export const meetingLabel = (
  m: { title: string; attendeeName: string; startTime: string; endTime: string },
  zone?: string,
): string => `${m.title}, with ${m.attendeeName}, ${meetingTimeText(m.startTime, m.endTime, zone)}`;
