import {
  applicationMessages,
  type TApplicationDetail,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { canMove } from '@domain/applications/screening';
import { badRequest, conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { applicationKey, historyItem, statusIndex } from './application-item';
import { getApplication, readApplication } from './get-application';
import { screenerName } from './screener';

/**
 * Moves an application on in screening (`domain/applications/screening.ts` says which moves
 * exist) and records who moved it and when. `expected` is the status the screener saw: if it
 * has changed since, or changes while this is written, the answer is 409 and nothing moves.
 */
export async function changeStatus(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: UserDirectory;
    photos: Pick<FileStore, 'presignGet'>;
  },
  input: { id: string; sub: string; status: TApplicationStatus; expected?: TApplicationStatus },
): Promise<TApplicationDetail> {
  const { item } = await readApplication(deps.table, input.id);
  if (input.expected && input.expected !== item.status) throw conflict(applicationMessages.changed);
  if (!canMove(item.status, input.status)) throw badRequest(applicationMessages.statusMove);
  const at = deps.clock.now().toISOString();
  await deps.table
    .transaction()
    .update(
      applicationKey(item.id),
      {
        set: {
          status: input.status,
          updatedAt: at,
          ...statusIndex(item.kind, input.status, item.createdAt, item.id),
        },
      },
      conflict(applicationMessages.changed),
      { status: item.status },
    )
    .create(
      historyItem({
        id: item.id,
        changeId: deps.ids.newId(),
        from: item.status,
        to: input.status,
        by: await screenerName(deps.users, input.sub),
        at,
      }),
      conflict(ID_TAKEN),
    )
    .commit();
  return getApplication(deps, item.id);
}
