import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

export const deleteDocument = (id: string) =>
  callApi(documentRoutes.deleteDocument, { params: { id } });
