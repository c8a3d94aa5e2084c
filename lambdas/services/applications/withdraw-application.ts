import {
  myApplicationMessages,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { canWithdraw } from '@domain/applications/screening';
import { conflict } from '../../errors';
import { getMyApplication, readOwnApplication, type ApplicantChangeDeps } from './my-applications';
import { moveStatus } from './status-move';

/**
 * The applicant withdraws their own application, from any status, once: screeners see
 * "withdrawn", no match can be accepted with it, and the applicant gets a confirmation mail.
 */
export async function withdrawApplication(
  deps: ApplicantChangeDeps,
  input: { id: string; sub: string },
): Promise<TMyApplication> {
  const { item } = await readOwnApplication(deps.table, input);
  if (!canWithdraw(item.status)) throw conflict(myApplicationMessages.alreadyWithdrawn);
  const tx = deps.table.transaction();
  const change = {
    by: item.email,
    at: deps.clock.now(),
    reason: 'Withdrawn by the applicant',
    announce: true,
  };
  moveStatus(tx, item, 'withdrawn', change, deps.ids);
  await tx.commit();
  return getMyApplication(deps, input);
}
