import { ZSyncResult } from '@contracts/booking/connection';
import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

/** Sync Now: pulls every connected calendar's events; answers what changed. */
export const syncCalendar = (calendarId: string) =>
  apiFetch(`${calendarKey(calendarId)}/sync`, { method: 'POST', schema: ZSyncResult });
