import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

/** Deletes an empty library; one that still holds documents is refused (409, `notEmpty`). */
export const deleteLibrary = (id: string) =>
  callApi(documentRoutes.deleteLibrary, { params: { id } });
