import { periodMessages, type TTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { badRequest } from '../../errors';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { chargeDailyLimit } from '../daily-limit';
import { issueApprovalLink } from './approval-link';
import { billingOf } from './billing-item';
import { ownedPeriod } from './owned-period';
import { fromPeriodItem, periodKey } from './period-item';
import { periodChanged } from './period-moves';
import { refuseMove } from './reopen-period';
import { refuseOwnAddress } from './own-address';
import { consultantEvent, sendToSelfRefused, type PeriodDeps } from './submit-period';

/**
 * Mails the client a new approval link for a period awaiting approval (first sent now, or sent
 * again to the page's current address, never the consultant's own). The period's version goes up
 * with it, so only the newest link works.
 */
export async function sendPeriod(
  deps: PeriodDeps,
  input: { bookingPageId: string; periodId: string; sub: string },
): Promise<TTimesheetPeriod & { message: string }> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const period = await ownedPeriod(deps.table, bookingPage, input.periodId);
  refuseMove(period);
  const { clientEmail } = billingOf(bookingPage);
  if (!clientEmail) throw badRequest(periodMessages.noClientEmail);
  await refuseOwnAddress(deps.users, { sub: input.sub, clientEmail }, sendToSelfRefused);
  const now = deps.clock.now();
  const at = now.toISOString();
  const version = period.version + 1;
  const tx = deps.table.transaction();
  const tokenHash = await issueApprovalLink(tx, deps, { ...period, version }, now);
  await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'approvalRequests', now });
  const changes = {
    version,
    tokenHash,
    sentTo: clientEmail,
    updatedAt: at,
    history: [
      ...period.history,
      await consultantEvent(deps.users, input.sub, { action: 'sent', at, note: clientEmail }),
    ],
  };
  tx.update(periodKey(bookingPage.id, period), { set: changes }, periodChanged(), {
    state: 'submitted',
    version: period.version,
  });
  await tx.commit();
  return {
    ...fromPeriodItem({ ...period, ...changes }),
    message: periodMessages.sent(clientEmail),
  };
}
