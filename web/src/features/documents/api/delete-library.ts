import { apiFetch } from '@/lib/api-client';
import { libraryKey } from './get-library';

/** Deletes an empty library; one that still holds documents is refused (409, `notEmpty`). */
export const deleteLibrary = (id: string) =>
  apiFetch<unknown>(libraryKey(id), { method: 'DELETE' });
