import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';

/** Signers and their order (spec §3 document_workflow_steps, §4 workflow type, §5 Signers). */

export const WORKFLOW_TYPES = ['group', 'chain'] as const;
export type TWorkflowType = (typeof WORKFLOW_TYPES)[number];
export const DEFAULT_WORKFLOW_TYPE: TWorkflowType = 'group';
export const WORKFLOW_TYPE_LABELS: Record<TWorkflowType, string> = {
  group: 'Group: everyone is asked at once',
  chain: 'Chain: each signer is asked after the previous one signs',
};

export const MAX_SIGNERS = 20;

/**
 * A signer's step: `pending` until asked (spec: steps start pending), `sent` once the link is
 * mailed, `viewed` once opened, then `signed` or `declined`.
 */
export const STEP_STATUSES = ['pending', 'sent', 'viewed', 'signed', 'declined'] as const;
export type TStepStatus = (typeof STEP_STATUSES)[number];

export const signerMessages = {
  atLeastOne: 'You must have at least one signer',
  notFound: 'Signer not found',
  fillAll: 'Please fill in all signer names and emails',
  validEmails: 'Please enter valid email addresses',
  distinctEmails: 'Each signer needs a different email address',
  tooMany: `A document can have at most ${MAX_SIGNERS} signers`,
  workflowType: 'Please choose group or chain',
  saved: 'Signers configured successfully',
  saveFailed: 'Failed to save workflow',
} as const;

/** The spec's "simple address pattern". */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZSignerInput = z.object({
  name: requiredTrimmed(signerMessages.fillAll, 100),
  email: requiredTrimmed(signerMessages.fillAll, 255)
    .regex(SIMPLE_EMAIL, signerMessages.validEmails)
    .transform((e) => e.toLowerCase()),
});
export type TSignerInput = z.input<typeof ZSignerInput>;

/** `PUT /api/documents/{id}/workflow`: the signers in order (order = position + 1). */
export const ZSaveWorkflow = z.object(
  {
    workflowType: z
      .enum(WORKFLOW_TYPES, signerMessages.workflowType)
      .default(DEFAULT_WORKFLOW_TYPE),
    signers: z
      .array(ZSignerInput, signerMessages.atLeastOne)
      .min(1, signerMessages.atLeastOne)
      .max(MAX_SIGNERS, signerMessages.tooMany)
      .refine(
        (signers) => new Set(signers.map((s) => s.email)).size === signers.length,
        signerMessages.distinctEmails,
      ),
  },
  signerMessages.atLeastOne,
);
export type TSaveWorkflow = z.input<typeof ZSaveWorkflow>;
export type TSaveWorkflowParsed = z.output<typeof ZSaveWorkflow>;

/** A signer as the owner sees them, with the times of each step. */
export const ZSigner = z.object({
  name: z.string(),
  email: z.string(),
  order: z.number().int(),
  status: z.enum(STEP_STATUSES),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  consentedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Automatic reminders mailed so far, and when the next one goes (none: no more due). */
  remindersSent: z.number().int(),
  nextReminderAt: z.string().nullable(),
});
export type TSigner = z.infer<typeof ZSigner>;
