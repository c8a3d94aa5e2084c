import { documentRoutes } from '@contracts/documents/routes';
import type { TCreateLibraryParsed } from '@contracts/documents/library';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.createLibrary;

export const createLibrary = (input: TCreateLibraryParsed) =>
  callApi(route, { body: input, schema: route.response });
