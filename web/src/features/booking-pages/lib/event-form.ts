import { format } from 'date-fns';
import type { TConnection } from '@contracts/booking/connection';
import { eventZone } from '@domain/booking/event-zone';

/** What the Add Event form holds before the contract parses it. */
export interface EventFormValues {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
  calendarConnectionId: string;
  attendeeName: string;
  attendeeEmail: string;
  travelBuffer: string;
}

/**
 * The form's start (spec §9): `day` from 09:00 to 10:00 in the booking page's zone (`pageZone`;
 * UTC for one this browser does not know), on the primary connected calendar (or the first one)
 * when there is any, else on the page's own calendar (`''`), which needs nothing connected.
 */
export function emptyEventForm(
  day: Date,
  connections: readonly TConnection[],
  pageZone = 'UTC',
): EventFormValues {
  return {
    title: '',
    date: format(day, 'yyyy-MM-dd'),
    startTime: '09:00',
    endTime: '10:00',
    timezone: eventZone(undefined, pageZone),
    calendarConnectionId: defaultConnectionId(connections),
    attendeeName: '',
    attendeeEmail: '',
    travelBuffer: '0',
  };
}

/**
 * The calendar a new event goes on unless the owner picks another: the primary, else the first,
 * else (`''`) the booking page's own.
 */
export const defaultConnectionId = (connections: readonly TConnection[]): string =>
  (connections.find((c) => c.isPrimary) ?? connections[0])?.id ?? '';
