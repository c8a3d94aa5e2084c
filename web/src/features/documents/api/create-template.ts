import { ZTemplate, type TCreateTemplate } from '@contracts/documents/templates';
import { apiFetch } from '@/lib/api-client';
import { templatesKey } from './get-templates';

/** Saves a document's signers, named as roles, and its saved fields as a new template. */
export const createTemplate = (input: TCreateTemplate) =>
  apiFetch(templatesKey, { method: 'POST', body: input, schema: ZTemplate });
