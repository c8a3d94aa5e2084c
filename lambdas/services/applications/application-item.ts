import {
  type TApplicationKind,
  type TApplicationStatus,
  type TApplicationSummary,
  type TMatchState,
} from '@contracts/applications/application';
import type { TStoredCisoApplication } from '@contracts/applications/ciso-application';
import { AVAILABILITY_LABELS, ROLE_TYPE_LABELS } from '@contracts/applications/options';
import type { TPartnerApplicationParsed } from '@contracts/applications/partner-application';
import type {
  TRoleRequestParsed,
  TRoleRequirementsParsed,
} from '@contracts/applications/role-request';
import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from '../../keys/application';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How a submission is stored (keys: `lambdas/keys/application.ts`): the sent shape as it was
 * parsed, under `submission`, with the few values lists show (name, e-mail, headline) beside it,
 * so a list page reads only its own items.
 */

export type Submission =
  /** Read through `cisoSubmissionOf`: applications stored in the former shape are kept. */
  | { kind: 'ciso'; submission: TStoredCisoApplication }
  | { kind: 'role'; submission: TRoleRequestParsed }
  | { kind: 'partner'; submission: TPartnerApplicationParsed };

export type ApplicationItem = TableItem &
  Submission & {
    id: string;
    status: TApplicationStatus;
    name: string;
    email: string;
    headline: string;
    /** The applicant's account. */
    submittedBy: string;
    /** The account's username when it is not its sub (a federated sign-in), to look it up. */
    submittedByUsername?: string;
    /** The professional's photo in the photos bucket, or null. */
    photoKey: string | null;
    /** A role request's requirements as a screener refined them; absent: as sent. */
    requirements?: TRoleRequirementsParsed;
    createdAt: string;
    updatedAt: string;
  };

export const applicationKey = (id: string): TableKey => applicationKeys.key({ id });
/** The partition holding an application with its notes, history and side of each match. */
export const applicationPartition = (id: string): string => applicationKeys.pk.format({ id });

/** The index keys of one status: GSI2 moves with it. */
export const statusIndex = (
  kind: TApplicationKind,
  status: TApplicationStatus,
  createdAt: string,
  id: string,
) => applicationKeys.indexAttributes('GSI2', { kind, status, createdAt, id });

/** The person a mail to the applicant greets: the professional, or the company's contact. */
export const greetingName = (item: Submission & { name: string }): string =>
  item.kind === 'ciso' ? item.name : item.submission.contactName;

/** Who the submission is from, as lists and mails name them. */
export function describe(s: Submission): { name: string; email: string; headline: string } {
  switch (s.kind) {
    case 'ciso':
      return {
        name: s.submission.fullName,
        email: s.submission.email,
        headline: [
          s.submission.country,
          `${s.submission.yearsOfExperience} years`,
          AVAILABILITY_LABELS[s.submission.availability],
        ].join(' · '),
      };
    case 'role':
      return {
        name: s.submission.companyName,
        email: s.submission.contactEmail,
        headline: [
          ROLE_TYPE_LABELS[s.submission.roleType],
          s.submission.industry,
          s.submission.companySize,
        ].join(' · '),
      };
    case 'partner':
      return {
        name: s.submission.companyName,
        email: s.submission.contactEmail,
        headline: [s.submission.partnerType, s.submission.companySize].join(' · '),
      };
  }
}

export function toApplicationItem(input: {
  id: string;
  sub: string;
  username?: string;
  submission: Submission;
  photoKey: string | null;
  createdAt: string;
}): ApplicationItem {
  const { id, createdAt } = input;
  const { kind } = input.submission;
  return {
    ...applicationKey(id),
    ...applicationKeys.indexAttributes('GSI1', { kind, createdAt, id }),
    ...statusIndex(kind, 'new', createdAt, id),
    ...applicationKeys.indexAttributes('GSI3', { sub: input.sub, createdAt, id }),
    ...input.submission,
    ...describe(input.submission),
    id,
    status: 'new',
    submittedBy: input.sub,
    ...(input.username && input.username !== input.sub
      ? { submittedByUsername: input.username }
      : {}),
    photoKey: input.photoKey,
    createdAt,
    updatedAt: createdAt,
  } as ApplicationItem;
}

/** The attributes a list page reads. */
export const SUMMARY_ATTRIBUTES = [
  'id',
  'kind',
  'status',
  'name',
  'email',
  'headline',
  'createdAt',
  'updatedAt',
];

export const toSummary = (item: Record<string, unknown>): TApplicationSummary =>
  item as unknown as TApplicationSummary;

/** A note item: the note under the application's partition. */
export const noteItem = ({
  id,
  ...note
}: {
  id: string;
  noteId: string;
  text: string;
  by: string;
  at: string;
}): TableItem => ({ ...applicationNoteKeys.key({ id, ...note }), ...note });

/** A status change item: the change under the application's partition; a reason only if given. */
export const historyItem = ({
  id,
  reason,
  ...change
}: {
  id: string;
  changeId: string;
  from: TApplicationStatus | null;
  to: TApplicationStatus;
  by: string;
  at: string;
  reason?: string;
}): TableItem => ({
  ...applicationHistoryKeys.key({ id, ...change }),
  ...change,
  ...(reason ? { reason } : {}),
});

/** One side of a proposed match (both sides hold the same values but `otherName`). */
export type MatchItem = TableItem & {
  matchId: string;
  roleId: string;
  candidateId: string;
  otherName: string;
  proposedBy: string;
  proposedAt: string;
  /** Absent on a match proposed before professionals were asked: it introduced both at once. */
  state?: TMatchState;
  decidedAt?: string;
};

/** Which of the items one Query of an application's partition reads is which. */
export const isApplicationItem = (item: TableItem): item is ApplicationItem =>
  applicationKeys.parse(item) !== undefined;
export const isNoteItem = (item: TableItem): boolean =>
  applicationNoteKeys.parse(item) !== undefined;
export const isHistoryItem = (item: TableItem): boolean =>
  applicationHistoryKeys.parse(item) !== undefined;
/** Either side of a match: the role's (`matchKeys`) or the candidate's (`matchRefKeys`). */
export const isMatchItem = (item: TableItem): item is MatchItem =>
  matchKeys.parse(item) !== undefined || matchRefKeys.parse(item) !== undefined;

export const matchStateOf = (item: Pick<MatchItem, 'state'>): TMatchState =>
  item.state ?? 'accepted';

/** Both sides of a proposed match, waiting for the professional's answer. */
export function matchItems(input: {
  matchId: string;
  role: Pick<ApplicationItem, 'id' | 'name'>;
  candidate: Pick<ApplicationItem, 'id' | 'name'>;
  by: string;
  at: string;
}): [MatchItem, MatchItem] {
  const shared = {
    matchId: input.matchId,
    roleId: input.role.id,
    candidateId: input.candidate.id,
    proposedBy: input.by,
    proposedAt: input.at,
    state: 'proposed' as const,
  };
  return [
    {
      ...matchKeys.key({ id: input.role.id, candidateId: input.candidate.id }),
      ...shared,
      otherName: input.candidate.name,
    },
    {
      ...matchRefKeys.key({ id: input.candidate.id, roleId: input.role.id }),
      ...shared,
      otherName: input.role.name,
    },
  ];
}

/** What a role request asks of candidates: as refined in screening, else as sent. */
export function requirementsOf(
  item: Pick<ApplicationItem, 'requirements'> & { submission: TRoleRequestParsed },
): TRoleRequirementsParsed {
  const s = item.submission;
  return (
    item.requirements ?? {
      requiredExperience: s.requiredExperience,
      requiredCertifications: s.requiredCertifications,
      requiredExpertise: s.requiredExpertise,
      boardExperienceRequired: s.boardExperienceRequired,
    }
  );
}
