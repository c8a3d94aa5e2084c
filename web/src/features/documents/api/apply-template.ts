import { documentRoutes } from '@contracts/documents/routes';
import type { TApplyTemplateParsed } from '@contracts/documents/templates';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.applyTemplate;

/**
 * Gives a draft the template's signers (one person per role, in the roles' order) and fields,
 * replacing any it had; answers the document as it now stands. The file's page count must be
 * the template's (400, `templateMessages.pageMismatch`).
 */
export const applyTemplate = (id: string, body: TApplyTemplateParsed) =>
  callApi(route, { params: { id }, body, schema: route.response });
