import type { TUpdateLibraryParsed } from '@contracts/documents/library';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.updateLibrary;

/** Changes a library's name, category, category value and description; answers it as it stands. */
export const updateLibrary = (id: string, input: TUpdateLibraryParsed) =>
  callApi(route, { params: { id }, body: input, schema: route.response });
