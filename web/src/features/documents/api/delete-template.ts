import { apiFetch } from '@/lib/api-client';
import { templatesKey } from './get-templates';

/** One template's path. */
export const templateKey = (id: string) => `${templatesKey}/${encodeURIComponent(id)}`;

/** Deletes a template; documents started from it keep their signers and fields. */
export const deleteTemplate = (id: string) =>
  apiFetch<unknown>(templateKey(id), { method: 'DELETE' });
