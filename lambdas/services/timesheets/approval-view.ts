import type { TPeriodForApproval } from '@contracts/timesheets/period-approval';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { invalidApprovalLink, readApprovalLink } from './approval-link';
import { copySha256, liveTimesheet, readApprovedTimesheet } from './approved-timesheet';
import { daysOfPeriodId, periodKey, type ApprovalTokenItem, type PeriodItem } from './period-item';

export interface ApprovalDeps {
  table: Pick<Table, 'get' | 'queryAll'>;
  clock: Clock;
}

/**
 * The link, its period and its page; 404 (one answer for all of these) when the link is unknown,
 * expired, or was replaced before it was used: a newer link was sent, or the period reopened.
 * A used link stays readable, so the client can see what they answered.
 */
export async function openApprovalLink(
  deps: ApprovalDeps,
  token: string,
): Promise<{ link: ApprovalTokenItem; period: PeriodItem; bookingPage: BookingPageItem }> {
  const link = await readApprovalLink(deps.table, token, deps.clock.now());
  const days = link && daysOfPeriodId(link.periodId);
  if (!link || !days) throw invalidApprovalLink();
  const [period, bookingPage] = await Promise.all([
    deps.table.get<PeriodItem>(periodKey(link.bookingPageId, days), { consistent: true }),
    deps.table.get<BookingPageItem>(bookingPageKey(link.bookingPageId), { consistent: true }),
  ]);
  if (!period || !bookingPage || bookingPage.deletedAt || bookingPage.deletingAt)
    throw invalidApprovalLink();
  if (!link.usedAt && period.version !== link.version) throw invalidApprovalLink();
  return { link, period, bookingPage };
}

/**
 * What the client signs off (`GET /api/public/timesheet-approval`): while the period awaits them,
 * its meetings and entries with the same lines and totals as its export, from the same records
 * and the same arithmetic (`domain/timesheets/totals.ts`); once approved, exactly what they
 * approved (`approved-timesheet.ts`), whatever has changed on the page since.
 */
export async function getApprovalView(
  deps: ApprovalDeps & { users: Pick<UserDirectory, 'getEmail'> },
  token: string,
): Promise<TPeriodForApproval> {
  const { link, period, bookingPage } = await openApprovalLink(deps, token);
  const kept = period.state === 'approved' ? readApprovedTimesheet(period) : undefined;
  // An approved period without its approved copy shows nothing rather than live figures.
  if (period.state === 'approved' && !kept) throw invalidApprovalLink();
  const shown = kept?.approved ?? (await liveTimesheet(deps, bookingPage, period));
  return {
    bookingPageName: shown.bookingPageName,
    consultant: shown.consultant,
    clientEmail: shown.clientEmail,
    startDate: shown.startDate,
    endDate: shown.endDate,
    timeZone: shown.timeZone,
    currency: shown.currency,
    state: period.state,
    canAct: !link.usedAt && period.state === 'submitted' && period.version === link.version,
    meetings: shown.meetings,
    entries: shown.entries,
    totals: shown.totals,
    approval: period.approval ?? null,
    query: period.state === 'queried' ? (period.query ?? null) : null,
    // The hash of exactly this copy: an answer sends it back (`answer-period.ts`).
    shownSha256: kept?.sha256 ?? copySha256(shown),
  };
}
