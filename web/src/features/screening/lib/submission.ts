import type { TApplicationDetail, TMatchProposal } from '@contracts/applications/application';

/** The name a detail screen shows: the professional's, or the company's. */
export const applicationName = (detail: TApplicationDetail): string =>
  detail.kind === 'ciso' ? detail.submission.fullName : detail.submission.companyName;

/** An optional answer left blank. */
export const NOT_GIVEN = 'Not given';
export const orNotGiven = (value: string | null | undefined) => value?.trim() || NOT_GIVEN;

export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** The application on the other side of a proposed match: the professional for a role request. */
export const otherSideId = (
  kind: TApplicationDetail['kind'],
  proposal: Pick<TMatchProposal, 'roleId' | 'candidateId'>,
) => (kind === 'role' ? proposal.candidateId : proposal.roleId);

/** A detail screen's path. */
export const detailPath = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;
