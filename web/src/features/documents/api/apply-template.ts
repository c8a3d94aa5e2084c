import { ZDocument } from '@contracts/documents/document';
import type { TApplyTemplateParsed } from '@contracts/documents/templates';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/**
 * Gives a draft the template's signers (one person per role, in the roles' order) and fields,
 * replacing any it had; answers the document as it now stands. The file's page count must be
 * the template's (400, `templateMessages.pageMismatch`).
 */
export const applyTemplate = (id: string, body: TApplyTemplateParsed) =>
  apiFetch(`${documentKey(id)}/apply-template`, { method: 'POST', body, schema: ZDocument });
