import {
  myApplicationMessages,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { canEdit } from '@domain/applications/screening';
import { badRequest, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { applicationKey, describe, type Submission } from './application-item';
import { getMyApplication, readOwnApplication } from './my-applications';
import { checkPhoto } from './photo-check';

/**
 * The applicant changes what they sent while it is still `new`: the whole form again, checked
 * by the same contract as a submission. Once screening has started (or starts while this is
 * written) it is refused and nothing changes. A professional's new photo is checked like a
 * submitted one; the photo it replaces, or one removed, is deleted after the change commits.
 */
export async function editApplication(
  deps: {
    table: Pick<Table, 'queryAll' | 'get' | 'transaction'>;
    clock: Clock;
    photos: Pick<FileStore, 'get' | 'put' | 'delete' | 'presignGet'>;
  },
  input: { id: string; sub: string; changes: Submission },
): Promise<TMyApplication> {
  const { item } = await readOwnApplication(deps.table, input);
  const notEditable = conflict(myApplicationMessages.notEditable);
  if (!canEdit(item.status)) throw notEditable;
  if (input.changes.kind !== item.kind) throw badRequest(myApplicationMessages.wrongKind);

  const photoKey =
    input.changes.kind === 'ciso' ? input.changes.submission.photoUrl : item.photoKey;
  const newPhoto =
    photoKey && photoKey !== item.photoKey
      ? await checkPhoto(deps.photos, input.sub, photoKey)
      : undefined;
  const at = deps.clock.now().toISOString();
  await newPhoto?.store();
  try {
    await deps.table
      .transaction()
      .update(
        applicationKey(item.id),
        {
          set: {
            submission: input.changes.submission,
            ...describe(input.changes),
            photoKey: photoKey ?? null,
            updatedAt: at,
          },
        },
        notEditable,
        { status: 'new' },
      )
      .commit();
  } catch (error) {
    await newPhoto?.withdraw();
    throw error;
  }
  await newPhoto?.settle();
  if (item.photoKey && item.photoKey !== photoKey)
    await deps.photos.delete(item.photoKey).catch(() => undefined);
  return getMyApplication(deps, input);
}
