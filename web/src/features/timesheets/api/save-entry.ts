import { ZTimeEntry, type TSaveTimeEntryParsed } from '@contracts/timesheets/entry';
import { apiFetch } from '@/lib/api-client';
import { entriesPath, entryPath } from './paths';

/** A new draft entry. */
export const createEntry = (calendarId: string, entry: TSaveTimeEntryParsed) =>
  apiFetch(entriesPath(calendarId), { method: 'POST', body: entry, schema: ZTimeEntry });

/** A draft's new times and details; a submitted or approved entry answers 409. */
export const updateEntry = (calendarId: string, entryId: string, entry: TSaveTimeEntryParsed) =>
  apiFetch(entryPath(calendarId, entryId), { method: 'PUT', body: entry, schema: ZTimeEntry });
