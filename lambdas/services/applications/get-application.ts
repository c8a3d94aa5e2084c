import { cisoSubmissionOf } from '@contracts/applications/ciso-application';
import {
  applicationMessages,
  MAX_SHOWN_NOTES,
  type TApplicationDetail,
  type TApplicationNote,
  type TMatchProposal,
  type TStatusChange,
} from '@contracts/applications/application';
import { notFound } from '../../errors';
import type { FileStore } from '../../ports/file-store';
import type { Table, TableItem } from '../../ports/table';
import {
  applicationPartition,
  isApplicationItem,
  isHistoryItem,
  isMatchItem,
  isNoteItem,
  matchStateOf,
  requirementsOf,
  type ApplicationItem,
} from './application-item';

/** A photo link lives as long as the spec's signed URLs (§9). */
export const PHOTO_LINK_SECONDS = 3600;

/** The application item and everything stored with it: one strongly consistent Query. */
export async function readApplication(
  table: Pick<Table, 'queryAll'>,
  id: string,
): Promise<{ item: ApplicationItem; related: TableItem[] }> {
  const items = await table.queryAll<TableItem>({
    pk: applicationPartition(id),
    consistent: true,
  });
  const item = items.find(isApplicationItem);
  if (!item) throw notFound(applicationMessages.notFound);
  return { item, related: items.filter((i) => i !== item) };
}

/** `GET /api/admin/applications/{id}`: the submission as sent, its notes, history and matches. */
export async function getApplication(
  deps: { table: Pick<Table, 'queryAll'>; photos: Pick<FileStore, 'presignGet'> },
  id: string,
): Promise<TApplicationDetail> {
  const { item, related } = await readApplication(deps.table, id);
  return toDetail(deps, item, related);
}

export async function toDetail(
  deps: { photos: Pick<FileStore, 'presignGet'> },
  item: ApplicationItem,
  related: readonly TableItem[],
): Promise<TApplicationDetail> {
  const allNotes: TApplicationNote[] = related.filter(isNoteItem).map((i) => ({
    id: String(i.noteId),
    text: String(i.text),
    by: String(i.by),
    at: String(i.at),
  }));
  const notes = allNotes.slice(-MAX_SHOWN_NOTES);
  const history = related.filter(isHistoryItem).map((i) => i as unknown as TStatusChange);
  const matches: TMatchProposal[] = related
    .filter(isMatchItem)
    .map((i) => ({
      id: i.matchId,
      roleId: i.roleId,
      candidateId: i.candidateId,
      otherName: i.otherName,
      proposedBy: i.proposedBy,
      proposedAt: i.proposedAt,
      state: matchStateOf(i),
      decidedAt: i.decidedAt ?? null,
    }))
    .sort((a, b) => a.proposedAt.localeCompare(b.proposedAt));
  const photoUrl = item.photoKey
    ? await deps.photos.presignGet({ key: item.photoKey, expiresInSeconds: PHOTO_LINK_SECONDS })
    : null;
  return {
    kind: item.kind,
    submission: item.kind === 'ciso' ? cisoSubmissionOf(item.submission) : item.submission,
    ...(item.kind === 'role' ? { requirements: requirementsOf(item) } : {}),
    id: item.id,
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    photoUrl,
    notes,
    omittedNotes: allNotes.length - notes.length,
    history,
    matches,
  } as TApplicationDetail;
}
