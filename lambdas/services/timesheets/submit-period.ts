import {
  LOCKING_STATES,
  periodMessages,
  type TPeriodEvent,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import type { PeriodFilter } from '@domain/timesheets/periods';
import { badRequest, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { TokenCipher } from '../../ports/token-cipher';
import type { UserDirectory } from '../../ports/user-directory';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { chargeDailyLimit } from '../daily-limit';
import { issueApprovalLink } from './approval-link';
import { billingOf } from './billing-item';
import { refuseOwnAddress } from './own-address';
import {
  fromPeriodItem,
  periodIdOf,
  periodKey,
  periodsQuery,
  toPeriodItem,
  type PeriodItem,
} from './period-item';
import {
  moveEntries,
  periodChanged,
  periodEntryItems,
  periodTotalsOf,
  requireOneTransaction,
} from './period-moves';
import { resolvePeriod } from './resolve-period';

export interface PeriodDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  users: Pick<UserDirectory, 'getEmail'>;
  tokenCipher: Pick<TokenCipher, 'encrypt'>;
}

/** 400: the page's client address is the consultant's own; nothing is sent or written. */
export const sendToSelfRefused = () => badRequest(periodMessages.clientEmailIsYours);

/** The consultant's side of a period's history: their e-mail, as the pool has it now. */
export async function consultantEvent(
  users: Pick<UserDirectory, 'getEmail'>,
  sub: string,
  event: Pick<TPeriodEvent, 'action' | 'at' | 'note'>,
): Promise<TPeriodEvent> {
  return {
    ...event,
    actor: 'consultant',
    email: (await users.getEmail(sub)) ?? '',
    name: null,
    ipAddress: null,
  };
}

/**
 * Submits a period's drafts (the issue's "client approval by link"): every draft of its days
 * becomes submitted and locked, and the period is recorded with its totals — and, when asked,
 * the page's client is mailed a single-use approval link (the mail counts against the daily
 * limit). One transaction holds the period, its entries, their days' sums, the link and its
 * event, so a failure leaves nothing half submitted. The days name the period: a reopened or
 * queried period submitted again is the same period, its history going on. A period overlapping
 * one that is submitted or approved is refused, so each day is in at most one locked period.
 * A link is never sent to the consultant's own address (`refuseOwnAddress`).
 */
export async function submitPeriod(
  deps: PeriodDeps,
  input: { bookingPageId: string; sub: string; period: PeriodFilter; sendToClient: boolean },
): Promise<TTimesheetPeriod & { message: string }> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const billing = billingOf(bookingPage);
  if (input.sendToClient && !billing.clientEmail) throw badRequest(periodMessages.noClientEmail);
  if (input.sendToClient)
    await refuseOwnAddress(
      deps.users,
      { sub: input.sub, clientEmail: billing.clientEmail },
      sendToSelfRefused,
    );
  const now = deps.clock.now();
  const at = now.toISOString();
  const { startDate, endDate } = resolvePeriod(input.period, now, bookingPage.timeZone);
  const days = { startDate, endDate };

  const periods = await deps.table.queryAll<PeriodItem>(periodsQuery(bookingPage.id));
  const locking = periods.find(
    (p) => LOCKING_STATES.includes(p.state) && p.startDate <= endDate && p.endDate >= startDate,
  );
  if (locking) throw conflict(periodMessages.overlaps(locking.startDate, locking.endDate));
  const before = periods.find((p) => p.startDate === startDate && p.endDate === endDate);

  const entries = await periodEntryItems(deps.table, bookingPage, days);
  const drafts = entries.filter((e) => e.status === 'draft');
  if (drafts.length === 0) throw badRequest(periodMessages.nothingToSubmit);
  requireOneTransaction(bookingPage, drafts);
  const totals = await periodTotalsOf(deps.table, bookingPage, days, entries);

  const id = periodIdOf(startDate, endDate);
  const version = (before?.version ?? 0) + 1;
  const history = [
    ...(before?.history ?? []),
    await consultantEvent(deps.users, input.sub, { action: 'submitted', at, note: null }),
  ];
  const tx = deps.table.transaction();
  let tokenHash: string | undefined;
  if (input.sendToClient) {
    tokenHash = await issueApprovalLink(
      tx,
      deps,
      { bookingPageId: bookingPage.id, id, version },
      now,
    );
    await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'approvalRequests', now });
    history.push({
      ...history[history.length - 1]!,
      action: 'sent',
      note: billing.clientEmail,
    });
  }
  const item = toPeriodItem({
    id,
    bookingPageId: bookingPage.id,
    userId: input.sub,
    startDate,
    endDate,
    state: 'submitted',
    version,
    entryCount: entries.length,
    totals,
    currency: billing.currency,
    ...(tokenHash ? { tokenHash, sentTo: billing.clientEmail } : {}),
    history,
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  });
  if (before) {
    // Over the reopened or queried period, on condition it is still as read.
    const { PK: _pk, SK: _sk, ...fields } = item;
    tx.update(
      periodKey(bookingPage.id, days),
      { set: fields, remove: ['query', ...(tokenHash ? [] : ['tokenHash', 'sentTo'])] },
      periodChanged(),
      { state: before.state, version: before.version },
    );
  } else {
    tx.create(item, periodChanged());
  }
  moveEntries(tx, bookingPage, drafts, 'submitted', at);
  await tx.commit();
  const view = fromPeriodItem(item);
  return {
    ...view,
    message: tokenHash
      ? periodMessages.submittedAndSent(drafts.length, billing.clientEmail)
      : periodMessages.submitted(drafts.length),
  };
}
