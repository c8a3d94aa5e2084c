import { format } from 'date-fns';
import type { TConnection } from '@contracts/booking/connection';

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
 * The form's start (spec §9): `day` from 09:00 to 10:00 UTC, on the primary connected calendar
 * (or the first one) when there is any.
 */
export function emptyEventForm(day: Date, connections: readonly TConnection[]): EventFormValues {
  return {
    title: '',
    date: format(day, 'yyyy-MM-dd'),
    startTime: '09:00',
    endTime: '10:00',
    timezone: 'UTC',
    calendarConnectionId: defaultConnectionId(connections),
    attendeeName: '',
    attendeeEmail: '',
    travelBuffer: '0',
  };
}

/** The calendar a new event goes on unless the owner picks another: the primary, else the first. */
export const defaultConnectionId = (connections: readonly TConnection[]): string =>
  (connections.find((c) => c.isPrimary) ?? connections[0])?.id ?? '';
