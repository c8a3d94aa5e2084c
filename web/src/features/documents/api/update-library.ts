import { ZLibrary, type TUpdateLibraryParsed } from '@contracts/documents/library';
import { apiFetch } from '@/lib/api-client';
import { libraryKey } from './get-library';

/** Changes a library's name, category, category value and description; answers it as it stands. */
export const updateLibrary = (id: string, input: TUpdateLibraryParsed) =>
  apiFetch(libraryKey(id), { method: 'PATCH', body: input, schema: ZLibrary });
