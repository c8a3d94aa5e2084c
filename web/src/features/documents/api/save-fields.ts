import { ZDocument } from '@contracts/documents/document';
import type { TSaveFields } from '@contracts/documents/fields';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Replaces every field of a draft; answers the document as it now stands. */
export const saveFields = (id: string, body: TSaveFields) =>
  apiFetch(`${documentKey(id)}/fields`, { method: 'PUT', body, schema: ZDocument });
