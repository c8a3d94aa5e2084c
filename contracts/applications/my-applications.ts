import * as z from 'zod';
import { PAGE_SIZES, pageQueryShape, ZPageOf } from '../paging';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  MATCH_STATES,
  type TApplicationStatus,
} from './application';
import { ZCisoApplication, ZCisoSubmission } from './ciso-application';
import { ZPartnerApplication } from './partner-application';
import { ZRoleRequest } from './role-request';

/**
 * What an applicant sees of their own submissions (`/my/applications`): each one with its status
 * and dates, what they sent, and — for a professional — the roles proposed to them, which they
 * accept or decline before anyone is introduced.
 */

export const myApplicationMessages = {
  loadFailed: 'Failed to load your applications',
  loadOneFailed: 'Failed to load the application',
  notEditable: 'This application is being reviewed and can no longer be changed',
  alreadyWithdrawn: 'This application has already been withdrawn',
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Failed to withdraw the application',
  saved: 'Application updated',
  saveFailed: 'Failed to update the application',
  wrongKind: 'The changes are for a different kind of application',
  matchNotFound: 'Match not found',
  matchDecided: 'You have already answered this proposal',
  matchClosed: 'This role is no longer open',
  decision: 'Choose accept or decline',
  accepted: 'Match accepted: we have introduced you by e-mail',
  declined: 'Match declined',
  decideFailed: 'Failed to answer the proposal',
} as const;

/** What each status means to the applicant: the list's and the mail's words. */
export const STATUS_EXPLANATIONS: Record<TApplicationStatus, string> = {
  new: 'Received: waiting for review. You can still change it.',
  screening: 'We are reviewing it.',
  interview: 'We would like to talk with you and will be in touch to arrange it.',
  matched: 'Matched: you have been introduced by e-mail.',
  rejected: 'Not taken further this time.',
  withdrawn: 'You withdrew it.',
};

/** `GET /api/my/applications`: the caller's own submissions, newest first, paged. */
export const ZMyApplicationsQuery = z.object(pageQueryShape(PAGE_SIZES.applications));

export const ZMyApplicationSummary = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  headline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Proposed roles waiting for this professional's answer. */
  awaitingAnswer: z.number().int(),
});
export type TMyApplicationSummary = z.infer<typeof ZMyApplicationSummary>;

export const ZMyApplicationList = ZPageOf('applications', ZMyApplicationSummary);
export type TMyApplicationList = z.infer<typeof ZMyApplicationList>;

/** A role proposed to the professional: what it is, never yet who (that comes on accepting). */
export const ZProposedRole = z.object({
  roleId: z.string(),
  state: z.enum(MATCH_STATES),
  proposedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Role type, industry, company size and country. */
  headline: z.string(),
  /** What the company is trying to achieve, as it wrote it. */
  description: z.string(),
  /** The company's name, once the professional has accepted. */
  company: z.string().nullable(),
});
export type TProposedRole = z.infer<typeof ZProposedRole>;

const mine = {
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Each status the application reached, oldest first (who moved it stays with screeners). */
  history: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), at: z.string() })),
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
};

/** `GET /api/my/applications/{id}`: one's own submission as sent, its status and its history. */
export const ZMyApplication = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ciso'),
    submission: ZCisoSubmission,
    /** A presigned link to the photo, valid for an hour; null without one. */
    photoUrl: z.string().nullable(),
    proposals: z.array(ZProposedRole),
    ...mine,
  }),
  z.object({ kind: z.literal('role'), submission: ZRoleRequest, ...mine }),
  z.object({ kind: z.literal('partner'), submission: ZPartnerApplication, ...mine }),
]);
export type TMyApplication = z.output<typeof ZMyApplication>;

/** `PUT /api/my/applications/{id}`: the whole form again, of the application's own kind. */
export const ZApplicationChanges = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ciso'), submission: ZCisoApplication }),
  z.object({ kind: z.literal('role'), submission: ZRoleRequest }),
  z.object({ kind: z.literal('partner'), submission: ZPartnerApplication }),
]);
export type TApplicationChanges = z.input<typeof ZApplicationChanges>;

/** `POST /api/my/applications/{id}/matches/{roleId}`: the professional's answer. */
export const MATCH_DECISIONS = ['accept', 'decline'] as const;
export const ZMatchDecision = z.object({
  decision: z.enum(MATCH_DECISIONS, myApplicationMessages.decision),
});
export type TMatchDecision = z.infer<typeof ZMatchDecision>;
