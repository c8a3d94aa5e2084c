import { alertsDue, monthOf, type MonthBudget } from '@domain/engagements/budget';
import { formatDuration } from '@domain/timesheets/money';
import { budgetAlertKeys } from '../../keys/budget-alert';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { clientKey, type ClientItem } from '../clients/client-item';
import { sendOnce } from '../mail/send-once';
import { professionalProfileOf } from '../profile/professional-profile-item';
import { monthBudgetOf } from './engagement-budget';
import { engagementKey, type EngagementItem } from './engagement-item';

export interface BudgetAlertDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'putIfAbsent' | 'update' | 'delete'>;
  clock: Clock;
  mailer: Mailer;
  users: Pick<UserDirectory, 'getEmail'>;
  links: AppLinks;
  log?: Logger;
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * After time on a booking page changed (an entry or a meeting, in `months` on the page's
 * engagement's calendar, or now): each month of the page's active engagement that has reached
 * 75, 90 or 100 % of its agreed hours since it was last mailed is mailed, once per level, to the
 * consultant and the client's approver (docs/decisions.md, "A retainer's budget"). A page with no
 * engagement, or an engagement not active or agreeing no hours, mails nothing.
 */
export async function checkBudgetAlerts(
  deps: BudgetAlertDeps,
  input: { bookingPageId: string; startTimes: readonly string[] },
): Promise<void> {
  const page = await deps.table.get<BookingPageItem>(bookingPageKey(input.bookingPageId), {
    consistent: true,
  });
  if (!page?.engagementId || page.deletingAt || page.deletedAt) return;
  const engagement = await deps.table.get<EngagementItem>(
    engagementKey(page.userId, page.engagementId),
    { consistent: true },
  );
  if (
    !engagement ||
    engagement.userId !== page.userId ||
    engagement.clientId !== page.clientId ||
    engagement.status !== 'active'
  )
    return;
  const months = new Set(
    [deps.clock.now().toISOString(), ...input.startTimes].map((t) =>
      monthOf(new Date(t), engagement.timeZone),
    ),
  );
  for (const month of [...months].sort()) {
    const { budget } = await monthBudgetOf(deps.table, engagement, month);
    if (budget) await mailDue(deps, engagement, budget);
  }
}

async function mailDue(deps: BudgetAlertDeps, engagement: EngagementItem, budget: MonthBudget) {
  const alert = (level: number) =>
    budgetAlertKeys.key({
      sub: engagement.userId,
      engagementId: engagement.id,
      month: budget.month,
      level: String(level),
    });
  const prefix = alert(0).SK.slice(0, -1);
  const sent = (
    await deps.table.queryAll({
      pk: alert(0).PK,
      sk: { beginsWith: prefix },
      consistent: true,
    })
  ).map((item) => Number(item.SK.slice(prefix.length)));
  const due = alertsDue(budget.agreedMinutes, budget.usedMinutes, sent);
  if (due.length === 0) return;

  const client = await deps.table.get<ClientItem>(
    clientKey(engagement.userId, engagement.clientId),
  );
  const approver = client?.contacts.find((c) => c.role === 'approver');
  const consultantEmail = await deps.users.getEmail(engagement.userId);
  const { name, company } = await professionalProfileOf(deps.table, engagement.userId);
  const view = {
    engagementTitle: engagement.title,
    month: monthName(budget.month),
    used: formatDuration(budget.usedMinutes),
    agreed: formatDuration(budget.agreedMinutes ?? 0),
  };
  for (const level of due) {
    const claim = (who: string) => ({
      scope: 'budget-alerts',
      key: `${engagement.id}#${budget.month}#${level}#${who}`,
    });
    if (consultantEmail)
      await sendOnce({ ...deps }, claim('consultant'), () =>
        deps.mailer.send({
          to: [consultantEmail],
          ...mails.consultantBudgetReached({
            ...view,
            level,
            clientName: client?.name ?? '',
            engagementUrl: deps.links.url(`/engagements/${engagement.id}`),
          }),
        }),
      );
    if (approver)
      await sendOnce({ ...deps }, claim('approver'), () =>
        deps.mailer.send({
          to: [approver.email],
          ...mails.clientBudgetReached({
            ...view,
            level,
            consultant: [name || consultantEmail, company].filter(Boolean).join(', '),
          }),
        }),
      );
    // Kept after its mails: a crash before this sends nothing twice (the claims), and the level
    // stays due until it is recorded.
    await deps.table.putIfAbsent({ ...alert(level), level, at: deps.clock.now().toISOString() });
  }
  deps.log?.info('Budget alerts mailed', {
    engagementId: engagement.id,
    month: budget.month,
    levels: due,
  });
}
