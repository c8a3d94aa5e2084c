import { defineEntity } from './entity';

/** One signer of a document; the zero-padded order sorts the steps (`STEP#001`, …). */
export const workflowStepKeys = defineEntity('workflow step', {
  PK: 'DOC#{documentId}',
  SK: 'STEP#{order}',
});

/** `STEP#001` for the first signer: the sort key sorts as the order does. */
export const stepOrderKey = (order: number): string => String(order).padStart(3, '0');
