import {
  APPLICATION_KIND_NOUNS,
  APPLICATION_STATUS_LABELS,
  type TApplicationKind,
} from '@contracts/applications/application';
import type {
  TMyApplication,
  TMyApplicationList,
  TMyApplicationSummary,
} from '@contracts/applications/my-applications';
import { formatCount } from '@contracts/format-count';

/** The screens' paths: the list, one application, and the edit page (another feature's screen). */
export const LIST_PATH = '/my/applications';
export const detailPath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;
export const editPath = (id: string) => `${detailPath(id)}/edit`;

export const listTexts = {
  title: 'My applications',
  lead: 'What you have sent us, where each one stands, and any roles proposed to you.',
  loading: 'Loading your applications...',
  empty: 'You have not sent us anything yet.',
  loadMore: 'Load more',
} as const;

/** The forms an applicant may start from, for the empty list. */
export const START_LINKS = [
  { to: '/apply-ciso', label: 'Apply as a professional' },
  { to: '/post-role', label: 'Post a role' },
  { to: '/apply-partner', label: 'Partner with us' },
] as const;

/** "Professional application": the kind as a row or a header names it. */
export const kindNoun = (kind: TApplicationKind) => {
  const noun = APPLICATION_KIND_NOUNS[kind];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/** "1 role waiting for your answer"; nothing to say for none. */
export const waitingText = (count: number) =>
  count > 0
    ? `${formatCount(count)} ${count === 1 ? 'role' : 'roles'} waiting for your answer`
    : undefined;

/** The pages shown so far as one list, and where the next page starts (null: no more). */
export function listView(pages: TMyApplicationList[]): {
  applications: TMyApplicationSummary[];
  nextCursor: string | null;
} {
  return {
    applications: pages.flatMap((page) => page.applications),
    nextCursor: pages.at(-1)?.nextCursor ?? null,
  };
}

export interface HistoryLine {
  label: string;
  at: string;
}

/**
 * The history in the applicant's words, oldest first: "Received", then each status reached.
 * The server's first line is the status the submission started in (`new`), which is the
 * receipt itself; an application stored without it still starts from its sent date.
 */
export function historyLines(
  application: Pick<TMyApplication, 'createdAt' | 'history'>,
): HistoryLine[] {
  const [first, ...rest] = application.history;
  const received = first?.status === 'new' ? first.at : application.createdAt;
  const moves = first?.status === 'new' ? rest : application.history;
  return [
    { label: 'Received', at: received },
    ...moves.map((change) => ({ label: APPLICATION_STATUS_LABELS[change.status], at: change.at })),
  ];
}

/** The name the detail shows: the professional's own, or the company's. */
export const applicationName = (application: TMyApplication): string =>
  application.kind === 'ciso'
    ? application.submission.fullName
    : application.submission.companyName;
