import { cisoSubmissionOf } from '@contracts/applications/ciso-application';
import { applicationMessages, type TStatusChange } from '@contracts/applications/application';
import { ROLE_TYPE_LABELS } from '@contracts/applications/options';
import type {
  TMyApplication,
  TMyApplicationList,
  TMyApplicationSummary,
  TProposedRole,
} from '@contracts/applications/my-applications';
import type { TPageQuery } from '@contracts/paging';
import { canEdit, canWithdraw } from '@domain/applications/screening';
import { notFound } from '../../errors';
import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchRefKeys,
} from '../../keys/application';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import {
  matchStateOf,
  SUMMARY_ATTRIBUTES,
  type ApplicationItem,
  type MatchItem,
} from './application-item';
import { PHOTO_LINK_SECONDS, readApplication } from './get-application';

/**
 * An applicant's own submissions, newest first: a key query on GSI3 (the applicant's
 * partition), reading what a row shows.
 */
export async function listMyApplications(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string } & TPageQuery,
): Promise<TMyApplicationList> {
  const page = await readPage<Record<string, unknown>>(
    deps.table,
    {
      index: 'GSI3',
      pk: applicationKeys.indexPartition('GSI3', { sub: input.sub }),
      ascending: false,
      projection: [...SUMMARY_ATTRIBUTES, 'awaitingAnswer'],
    },
    input,
  );
  return {
    applications: page.items.map(toMyApplicationSummary),
    nextCursor: page.nextCursor,
  };
}

/** One row of the applicant's own list. */
export function toMyApplicationSummary(item: Record<string, unknown>): TMyApplicationSummary {
  const row = item as Partial<ApplicationItem> & { awaitingAnswer?: unknown };
  return {
    id: String(row.id),
    kind: row.kind!,
    status: row.status!,
    name: String(row.name ?? ''),
    headline: String(row.headline ?? ''),
    createdAt: String(row.createdAt ?? ''),
    updatedAt: String(row.updatedAt ?? ''),
    awaitingAnswer: Number(row.awaitingAnswer ?? 0),
  };
}

/**
 * What an applicant's own change reaches (withdrawing, answering a proposed match): the
 * application's partition, read and then written in one transaction, the clock and ids of what it
 * writes, and the photo links of the application it answers with.
 */
export interface ApplicantChangeDeps {
  table: Pick<Table, 'queryAll' | 'get' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  photos: Pick<FileStore, 'presignGet'>;
}

/**
 * One of the caller's own applications with everything stored with it. Someone else's is not
 * found, exactly like one that does not exist, so ids cannot be probed.
 */
export async function readOwnApplication(
  table: Pick<Table, 'queryAll'>,
  input: { id: string; sub: string },
): Promise<{ item: ApplicationItem; related: TableItem[] }> {
  const found = await readApplication(table, input.id);
  if (found.item.submittedBy !== input.sub) throw notFound(applicationMessages.notFound);
  return found;
}

/** `GET /api/my/applications/{id}`. */
export async function getMyApplication(
  deps: { table: Pick<Table, 'queryAll' | 'get'>; photos: Pick<FileStore, 'presignGet'> },
  input: { id: string; sub: string },
): Promise<TMyApplication> {
  const { item, related } = await readOwnApplication(deps.table, input);
  const proposals = item.kind === 'ciso' ? await proposalsOf(deps.table, related) : [];
  const photoUrl = item.photoKey
    ? await deps.photos.presignGet({ key: item.photoKey, expiresInSeconds: PHOTO_LINK_SECONDS })
    : null;
  return toMyApplication(item, related, proposals, photoUrl);
}

/**
 * What the applicant is shown of their own application: what they sent, each status it reached
 * and when (who moved it, and why, stay with screeners), and a professional's proposals. The
 * applicant's screen and their data archive both answer with this.
 */
export function toMyApplication(
  item: ApplicationItem,
  related: readonly TableItem[],
  proposals: readonly TProposedRole[],
  photoUrl: string | null,
): TMyApplication {
  const history = related
    .filter((i) => applicationHistoryKeys.parse(i))
    .map((i) => i as unknown as TStatusChange)
    .map((change) => ({ status: change.to, at: change.at }));
  const mine = {
    id: item.id,
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    history,
    canEdit: canEdit(item.status),
    canWithdraw: canWithdraw(item.status),
  };
  if (item.kind !== 'ciso')
    return { ...mine, kind: item.kind, submission: item.submission } as TMyApplication;
  return {
    ...mine,
    kind: 'ciso',
    submission: cisoSubmissionOf(item.submission),
    photoUrl,
    proposals: [...proposals].sort((a, b) => b.proposedAt.localeCompare(a.proposedAt)),
  } as TMyApplication;
}

/** The roles proposed to a professional, as `proposedRole` lets them know each one. */
export async function proposalsOf(
  table: Pick<Table, 'get'>,
  related: readonly TableItem[],
): Promise<TProposedRole[]> {
  const offers = related.filter((i) => matchRefKeys.parse(i)) as MatchItem[];
  const proposals = await Promise.all(offers.map((offer) => proposedRole(table, offer)));
  return proposals.filter((p): p is TProposedRole => p !== undefined);
}

/**
 * What a professional may know of a role proposed to them: the engagement and the company's
 * aim, and the company's name only once they have accepted (then they are introduced anyway).
 */
async function proposedRole(
  table: Pick<Table, 'get'>,
  offer: MatchItem,
): Promise<TProposedRole | undefined> {
  const role = await table.get<ApplicationItem>(applicationKeys.key({ id: offer.roleId }));
  if (role?.kind !== 'role') return undefined;
  const s = role.submission;
  const state = matchStateOf(offer);
  return {
    roleId: role.id,
    state,
    proposedAt: offer.proposedAt,
    decidedAt: offer.decidedAt ?? null,
    headline: [ROLE_TYPE_LABELS[s.roleType], s.industry, s.companySize, s.country].join(' · '),
    description: s.roleDescription,
    company: state === 'accepted' ? role.name : null,
  };
}

/**
 * What the applicant is given of the screeners' notes on their application (right of access, as
 * the note box tells screeners): each note's words and date; the screener stays unnamed.
 */
export function disclosedNotes(related: readonly TableItem[]): { at: string; text: string }[] {
  return related
    .filter((i) => applicationNoteKeys.parse(i))
    .map((i) => ({ at: String(i.at), text: String(i.text) }));
}
