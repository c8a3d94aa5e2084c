import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

/** Deletes a template; documents started from it keep their signers and fields. */
export const deleteTemplate = (id: string) =>
  callApi(documentRoutes.deleteTemplate, { params: { id } });
