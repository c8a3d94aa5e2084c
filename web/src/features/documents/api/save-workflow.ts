import { documentRoutes } from '@contracts/documents/routes';
import type { TSaveWorkflowParsed } from '@contracts/documents/workflow';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.saveWorkflow;

/** Replaces the signers and the workflow type of a draft. */
export const saveWorkflow = (id: string, input: TSaveWorkflowParsed) =>
  callApi(route, { params: { id }, body: input, schema: route.response });
