import { documentRoutes } from '@contracts/documents/routes';
import type { TCreateTemplate } from '@contracts/documents/templates';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.createTemplate;

/** Saves a document's signers, named as roles, and its saved fields as a new template. */
export const createTemplate = (input: TCreateTemplate) =>
  callApi(route, { body: input, schema: route.response });
