import type { TAddNote } from '@contracts/applications/application';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Adds a screening note; the answer is the application with it. */
export const addNote = (id: string, note: TAddNote) =>
  callApi(applicationRoutes.addNote, {
    params: { id },
    body: note,
    schema: applicationRoutes.addNote.response,
  });
