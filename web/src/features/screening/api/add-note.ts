import { ZApplicationDetail, type TAddNote } from '@contracts/applications/application';
import { apiFetch } from '@/lib/api-client';
import { notesPath } from './paths';

/** Adds a screening note; the answer is the application with it. */
export const addNote = (id: string, note: TAddNote) =>
  apiFetch(notesPath(id), { method: 'POST', body: note, schema: ZApplicationDetail });
