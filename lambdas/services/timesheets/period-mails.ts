import { displayNameOf } from '@domain/account/display-name';
import { approvalLinkPath, type TPeriodEventDetail } from '@contracts/timesheets/period-approval';
import { formatDateRange } from '@domain/time/human-dates';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { TokenCipher } from '../../ports/token-cipher';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { hashLinkToken } from '../link-token';
import { sendOnce, type SendOutcome } from '../mail/send-once';
import { billingOf } from './billing-item';
import { daysOfPeriodId, periodKey, type PeriodItem } from './period-item';
import type { EventMailDeps } from '../mail/event-mail-deps';

export interface PeriodMailDeps extends EventMailDeps {
  tokenCipher: Pick<TokenCipher, 'decrypt'>;
  log?: Logger;
}

/** Why no mail went out: the period or page is gone, or it has moved on since the event. */
export type PeriodMailResult = SendOutcome | 'gone' | 'stale';

interface PeriodAndPage {
  period: PeriodItem;
  bookingPage: BookingPageItem;
}

async function readPeriod(
  table: PeriodMailDeps['table'],
  detail: TPeriodEventDetail,
): Promise<PeriodAndPage | undefined> {
  const days = daysOfPeriodId(detail.periodId);
  if (!days) return undefined;
  const [period, bookingPage] = await Promise.all([
    table.get<PeriodItem>(periodKey(detail.bookingPageId, days), { consistent: true }),
    table.get<BookingPageItem>(bookingPageKey(detail.bookingPageId), { consistent: true }),
  ]);
  return period && bookingPage && !bookingPage.deletedAt ? { period, bookingPage } : undefined;
}

/** A period event's mail, written from the period and page as they are now; 'gone' with either. */
const periodMail =
  (
    mail: (
      deps: PeriodMailDeps,
      detail: TPeriodEventDetail,
      found: PeriodAndPage,
    ) => Promise<PeriodMailResult>,
  ) =>
  async (deps: PeriodMailDeps, detail: TPeriodEventDetail): Promise<PeriodMailResult> => {
    const found = await readPeriod(deps.table, detail);
    return found ? mail(deps, detail, found) : 'gone';
  };

const periodText = (p: Pick<PeriodItem, 'startDate' | 'endDate'>) =>
  formatDateRange(p.startDate, p.endDate);

const totalsOf = (period: PeriodItem) => ({
  totalTime: formatDuration(period.totals.totalMinutes),
  billableAmount: formatMoney(period.totals.billableAmountPence, period.currency as Currency),
});

/**
 * `TimesheetApprovalRequested`: mails the client the period's single-use approval link. The
 * event carries the token sealed with the token key; the mail goes out only while that link is
 * still the period's current one, so a late delivery never mails a dead link, and each link once.
 */
export const mailApprovalRequest = periodMail(async (deps, detail, { period, bookingPage }) => {
  if (!detail.tokenCiphertext || !period.sentTo) return 'gone';
  const token = await deps.tokenCipher.decrypt('timesheet-approval-link', detail.tokenCiphertext);
  if (
    period.state !== 'submitted' ||
    period.version !== detail.version ||
    period.tokenHash !== hashLinkToken(token)
  )
    return 'stale';
  const consultantEmail = await deps.users.getEmail(period.userId);
  // Named as their profile names them (on the page), else by e-mail.
  const consultant = displayNameOf(bookingPage.hostName, consultantEmail) || 'Your consultant';
  const { clientName } = billingOf(bookingPage);
  return sendOnce(
    { table: deps.table, clock: deps.clock, log: deps.log },
    { scope: 'timesheet-approval', key: `${bookingPage.id}#${period.id}#${period.version}` },
    () =>
      deps.mailer.send({
        to: period.sentTo!,
        replyTo: consultantEmail ?? undefined,
        ...mails.clientTimesheetApprovalRequested({
          clientName: clientName || null,
          consultant,
          pageName: bookingPage.name,
          period: periodText(period),
          timeZone: bookingPage.timeZone,
          ...totalsOf(period),
          approvalUrl: deps.links.url(approvalLinkPath(token)),
        }),
      }),
  );
});

/**
 * `TimesheetPeriodAnswered`: tells the consultant the client approved the period, or queried it
 * with their comment, with a link back to the timesheet.
 */
export const mailPeriodAnswer = periodMail(async (deps, detail, { period, bookingPage }) => {
  const answer = period.history.findLast((e) => e.actor === 'client');
  const to = await deps.users.getEmail(period.userId);
  if (!answer || !to) return 'gone';
  const approved = answer.action === 'approved';
  const who = answer.name ? `${answer.name} (${answer.email})` : answer.email;
  return sendOnce(
    { table: deps.table, clock: deps.clock, log: deps.log },
    { scope: 'timesheet-answer', key: `${bookingPage.id}#${period.id}#${detail.version}` },
    () =>
      deps.mailer.send({
        to,
        ...mails.consultantTimesheetAnswered({
          answeredBy: who,
          answer: approved ? 'approved' : 'queried',
          comment: answer.note ?? null,
          pageName: bookingPage.name,
          period: periodText(period),
          ...totalsOf(period),
          timesheetUrl: deps.links.url(
            `/timesheets?calendar=${encodeURIComponent(bookingPage.id)}`,
          ),
        }),
      }),
  );
});
