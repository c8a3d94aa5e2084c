import { ZLibrary, type TCreateLibraryParsed } from '@contracts/documents/library';
import { apiFetch } from '@/lib/api-client';
import { librariesKey } from './get-libraries';

export const createLibrary = (input: TCreateLibraryParsed) =>
  apiFetch(librariesKey, { method: 'POST', body: input, schema: ZLibrary });
