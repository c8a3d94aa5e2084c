import * as z from 'zod';
import { PAGE_SIZES, pageQueryShape, ZPageOf } from '../paging';
import { requiredText } from '../text-fields';
import { ZCisoSubmission } from './ciso-application';
import { ZPartnerApplication } from './partner-application';
import { ZRoleRequest, ZRoleRequirements } from './role-request';
import { formatCount } from '../format-count';

/** Submissions of the three forms and their screening by administrators. */

export const APPLICATION_KINDS = ['ciso', 'role', 'partner'] as const;
export type TApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_KIND_LABELS: Record<TApplicationKind, string> = {
  ciso: 'Professionals',
  role: 'Role requests',
  partner: 'Partners',
};
/** One submission of a kind, as a mail or a badge names it. */
export const APPLICATION_KIND_NOUNS: Record<TApplicationKind, string> = {
  ciso: 'professional application',
  role: 'role request',
  partner: 'partner application',
};

/**
 * Screening: new → screening → interview → matched, or rejected on the way; the applicant may
 * withdraw at any time.
 */
export const APPLICATION_STATUSES = [
  'new',
  'screening',
  'interview',
  'matched',
  'rejected',
  'withdrawn',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  matched: 'Matched',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** What a signed-out visitor or a failed submit is told (spec §6, §8). */
export const submissionMessages = {
  testingMode: 'Testing Mode',
  testingModeDescription: 'Authentication required to submit. Form validation passed!',
  authRequired: 'Authentication Required',
  authRequiredDescription: 'Please sign in to submit your application',
  failed: 'Submission Failed',
  failedDescription: 'Please try again later',
  keyReused: 'This request key was already used for a different submission',
} as const;

export const applicationMessages = {
  notFound: 'Application not found',
  kind: 'Choose professionals, role requests or partners',
  unknownStatus: 'Unknown status',
  searchTooLong: 'Search for at most 200 characters',
  status: 'Choose a status',
  noteRequired: 'Please enter a note',
  statusMove: 'That status change is not allowed',
  /** 409: someone else changed the status since it was loaded. */
  changed: 'This application was changed by someone else; reload and try again',
  statusChanged: 'Status updated',
  noteAdded: 'Note added',
  loadFailed: 'Failed to load applications',
  loadOneFailed: 'Failed to load application',
  updateFailed: 'Failed to update application',
  notARole: 'Matching is for role requests only',
  notACandidate: 'Only a professional can be proposed for a role',
  candidateExcluded: 'This candidate does not meet the role’s hard requirements',
  alreadyProposed: 'This match has already been proposed',
  /** Matches are proposed only between sides both screened (the landing page's promise). */
  roleNotScreened: 'Screen the role request before proposing a match: it is still New',
  candidateNotScreened:
    'Screen this professional before proposing them: their application is still New',
  proposed: 'Match proposed: the professional has been asked to accept it',
  proposeFailed: 'Failed to propose the match',
  /** Beside the note box: a note is the applicant's data (right of access), so they read it. */
  notesDisclosed:
    'Notes are disclosed to the applicant: they are part of the copy of their data they can download. Write only about this applicant, never about other people.',
  olderNotes: (n: number) =>
    `${formatCount(n)} older ${n === 1 ? 'note is' : 'notes are'} not shown.`,
} as const;

export const DEFAULT_PAGE_SIZE = PAGE_SIZES.applications.size;
export const MAX_PAGE_SIZE = PAGE_SIZES.applications.max;

/** `GET /api/admin/applications`: one kind, optionally one status, newest first, paged. */
export const ZApplicationListQuery = z.object({
  kind: z.enum(APPLICATION_KINDS, applicationMessages.kind).default('ciso'),
  status: z.enum(APPLICATION_STATUSES, applicationMessages.unknownStatus).optional(),
  /** Part of the applicant's (or company's) name or e-mail, any case. */
  q: z.string().trim().max(200, applicationMessages.searchTooLong).optional(),
  ...pageQueryShape(PAGE_SIZES.applications),
});
export type TApplicationListQuery = z.input<typeof ZApplicationListQuery>;

export const ZApplicationSummary = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  /** The professional's name, or the company's. */
  name: z.string(),
  email: z.string(),
  /** One line: country and experience, role type and company size, or partner type. */
  headline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TApplicationSummary = z.infer<typeof ZApplicationSummary>;

export const ZApplicationList = ZPageOf('applications', ZApplicationSummary);
export type TApplicationList = z.infer<typeof ZApplicationList>;

export const ZApplicationNote = z.object({
  id: z.string(),
  text: z.string(),
  by: z.string(),
  at: z.string(),
});
export type TApplicationNote = z.infer<typeof ZApplicationNote>;

export const ZStatusChange = z.object({
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  by: z.string(),
  at: z.string(),
  /** Why, when the product moved it (a proposed match). */
  reason: z.string().optional(),
});
export type TStatusChange = z.infer<typeof ZStatusChange>;

/**
 * A proposed match waits for the professional: accepted, both sides are introduced; declined,
 * nobody is.
 */
export const MATCH_STATES = ['proposed', 'accepted', 'declined'] as const;
export type TMatchState = (typeof MATCH_STATES)[number];
export const MATCH_STATE_LABELS: Record<TMatchState, string> = {
  proposed: 'Waiting for the professional',
  accepted: 'Accepted: both sides introduced',
  declined: 'Declined by the professional',
};

/** A match an admin proposed: the role request and the professional. */
export const ZMatchProposal = z.object({
  id: z.string(),
  roleId: z.string(),
  candidateId: z.string(),
  /** The other side's name, as this application's detail shows it. */
  otherName: z.string(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  state: z.enum(MATCH_STATES),
  /** When the professional accepted or declined. */
  decidedAt: z.string().nullable(),
});
export type TMatchProposal = z.infer<typeof ZMatchProposal>;

/**
 * The detail shows at most this many notes (the newest; up to 2,000 characters each), so its
 * answer stays bounded however long an application is screened.
 */
export const MAX_SHOWN_NOTES = 200;

const detail = {
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A presigned link to the photo (professionals), valid for an hour; null without one. */
  photoUrl: z.string().nullable(),
  /** Oldest first: the newest `MAX_SHOWN_NOTES` of them. */
  notes: z.array(ZApplicationNote),
  /** How many older notes `notes` leaves out. */
  omittedNotes: z.number().int(),
  history: z.array(ZStatusChange),
  matches: z.array(ZMatchProposal),
};

/** `GET /api/admin/applications/{id}`: the submission as sent, and its screening. */
export const ZApplicationDetail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ciso'), submission: ZCisoSubmission, ...detail }),
  z.object({
    kind: z.literal('role'),
    submission: ZRoleRequest,
    /** What matching uses: as sent, until a screener refines it. */
    requirements: ZRoleRequirements,
    ...detail,
  }),
  z.object({ kind: z.literal('partner'), submission: ZPartnerApplication, ...detail }),
]);
export type TApplicationDetail = z.output<typeof ZApplicationDetail>;

/** `POST /api/admin/applications/{id}/status`; `expected` guards against a lost update. */
export const ZChangeStatus = z.object({
  status: z.enum(APPLICATION_STATUSES, applicationMessages.status),
  expected: z.enum(APPLICATION_STATUSES).optional(),
});
export type TChangeStatus = z.input<typeof ZChangeStatus>;

/** `POST /api/admin/applications/{id}/notes`. */
export const ZAddNote = z.object({
  text: requiredText(applicationMessages.noteRequired, 'A note', 2000),
});
export type TAddNote = z.input<typeof ZAddNote>;

/** The answer to a submission (spec §7: "response not shown"): enough to refer to it. */
export const ZSubmitted = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type TSubmitted = z.infer<typeof ZSubmitted>;

/** Events. The consumer mails the applicant a receipt and the administrators a notice. */
export const APPLICATION_SUBMITTED = 'ApplicationSubmitted';
export const ZApplicationSubmitted = z.object({
  applicationId: z.string(),
  kind: z.enum(APPLICATION_KINDS),
});
export type TApplicationSubmitted = z.infer<typeof ZApplicationSubmitted>;

/**
 * The consumer mails the applicant's account what the move means, in plain words: every move a
 * screener makes, and a withdrawal.
 */
export const APPLICATION_STATUS_CHANGED = 'ApplicationStatusChanged';
export const ZApplicationStatusChanged = z.object({
  applicationId: z.string(),
  changeId: z.string(),
  from: z.enum(APPLICATION_STATUSES),
  to: z.enum(APPLICATION_STATUSES),
});
export type TApplicationStatusChanged = z.infer<typeof ZApplicationStatusChanged>;

/** The consumer asks the professional, at their account's address, to accept the match. */
export const MATCH_PROPOSED = 'MatchProposed';
export const ZMatchProposed = z.object({
  matchId: z.string(),
  roleId: z.string(),
  candidateId: z.string(),
});
export type TMatchProposed = z.infer<typeof ZMatchProposed>;

/** The professional accepted: the consumer mails both sides an introduction. */
export const MATCH_ACCEPTED = 'MatchAccepted';
export const ZMatchAccepted = ZMatchProposed;
export type TMatchAccepted = TMatchProposed;
