import type { TMoveDocument } from '@contracts/documents/document';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.moveDocument;

/** Moves a document into a library, or out of any (`libraryId: null`). */
export const moveDocument = (id: string, body: TMoveDocument) =>
  callApi(route, { params: { id }, body, schema: route.response });
