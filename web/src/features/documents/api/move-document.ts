import { ZDocumentSummary, type TMoveDocument } from '@contracts/documents/document';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Moves a document into a library, or out of any (`libraryId: null`). */
export const moveDocument = (id: string, body: TMoveDocument) =>
  apiFetch(`${documentKey(id)}/library`, { method: 'PUT', body, schema: ZDocumentSummary });
