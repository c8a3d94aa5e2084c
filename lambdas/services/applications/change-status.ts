import {
  applicationMessages,
  type TApplicationDetail,
  type TApplicationStatus,
} from '@contracts/applications/application';
import { canMove } from '@domain/applications/screening';
import { badRequest, conflict } from '../../errors';
import { getApplication, readApplication } from './get-application';
import { screenerName, type ScreenerChangeDeps } from './screener';
import { moveStatus } from './status-move';

/**
 * Moves an application on in screening (`domain/applications/screening.ts` says which moves
 * exist), records who moved it and when, and has the applicant told in plain words. `expected` is the status the screener saw: if it
 * has changed since, or changes while this is written, the answer is 409 and nothing moves.
 */
export async function changeStatus(
  deps: ScreenerChangeDeps,
  input: { id: string; sub: string; status: TApplicationStatus; expected?: TApplicationStatus },
): Promise<TApplicationDetail> {
  const { item } = await readApplication(deps.table, input.id);
  if (input.expected && input.expected !== item.status) throw conflict(applicationMessages.changed);
  if (!canMove(item.status, input.status)) throw badRequest(applicationMessages.statusMove);
  const tx = deps.table.transaction();
  const by = await screenerName(deps.users, input.sub);
  moveStatus(tx, item, input.status, { by, at: deps.clock.now(), announce: true }, deps.ids);
  await tx.commit();
  return getApplication(deps, item.id);
}
