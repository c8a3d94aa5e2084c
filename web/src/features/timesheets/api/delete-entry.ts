import { apiFetch } from '@/lib/api-client';
import { entryPath } from './paths';

/** Deletes a draft entry; a submitted or approved one answers 409. */
export const deleteEntry = (calendarId: string, entryId: string) =>
  apiFetch(entryPath(calendarId, entryId), { method: 'DELETE' });
