import { ZDocument } from '@contracts/documents/document';
import type { TSaveWorkflowParsed } from '@contracts/documents/workflow';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Replaces the signers and the workflow type of a draft. */
export const saveWorkflow = (id: string, input: TSaveWorkflowParsed) =>
  apiFetch(`${documentKey(id)}/workflow`, { method: 'PUT', body: input, schema: ZDocument });
