import type { TSaveFields } from '@contracts/documents/fields';
import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.saveFields;

/** Replaces every field of a draft; answers the document as it now stands. */
export const saveFields = (id: string, body: TSaveFields) =>
  callApi(route, { params: { id }, body, schema: route.response });
