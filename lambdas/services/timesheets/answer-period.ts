import {
  periodMessages,
  TIMESHEET_PERIOD_ANSWERED,
  type TPeriodEvent,
  type TPeriodEventDetail,
} from '@contracts/timesheets/period-approval';
import { conflict, isAppError } from '../../errors';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { toOutboxItem } from '../outbox/outbox-item';
import { openApprovalLink, type ApprovalDeps } from './approval-view';
import { copySha256, liveTimesheet, storedApproval } from './approved-timesheet';
import { periodKey } from './period-item';
import {
  moveEntries,
  periodChanged,
  periodEntryItems,
  requireOneTransaction,
} from './period-moves';

export type ClientAnswer =
  { kind: 'approve'; name: string } | { kind: 'query'; name: string; comment: string };

/** 409: the link was used already, or the period moved on since it was sent. */
const linkUsed = () => conflict(periodMessages.linkUsed);
/** 409: the copy the client's page showed is not what the answer would now be given on. */
const changedSinceOpened = () => conflict(periodMessages.changedSinceOpened);

/**
 * The client's answer from their link: approving locks the period for good and records who
 * (the name typed and the address the link was mailed to), when, and from which network
 * address; a query returns its entries to the consultant as drafts with the comment. Either uses
 * the link up. One transaction on condition the period is still the submitted version the link
 * was sent for and the link unused — so a second use, or an answer racing a reopening, changes
 * nothing — and the consultant's mail goes through the outbox with it.
 *
 * The answer is bound to what the client saw: it carries the `shownSha256` their page was given,
 * and the copy is computed again here, the very copy an approval freezes. If its hash differs
 * (a meeting added on the page within the period, an entry's or the billing terms' change), the
 * answer is refused before anything is written and the link stays usable for the reloaded page.
 */
export async function answerPeriod(
  deps: ApprovalDeps & {
    table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: { token: string; ipAddress: string; shownSha256: string; answer: ClientAnswer },
): Promise<void> {
  const { link, period, bookingPage } = await openApprovalLink(deps, input.token);
  if (link.usedAt || period.state !== 'submitted') throw linkUsed();
  const now = deps.clock.now();
  const at = now.toISOString();
  const { answer } = input;
  const email = period.sentTo ?? '';
  // What the client approves is what their page showed, kept as it is: refused if it changed.
  const copy = await liveTimesheet(deps, bookingPage, period);
  if (copySha256(copy) !== input.shownSha256) throw changedSinceOpened();
  const approved = answer.kind === 'approve' ? storedApproval(copy) : undefined;
  const event: TPeriodEvent = {
    action: answer.kind === 'approve' ? 'approved' : 'queried',
    at,
    actor: 'client',
    email,
    name: answer.name,
    ipAddress: input.ipAddress,
    note: answer.kind === 'query' ? answer.comment : null,
    ...(approved ? { approvedSha256: approved.approvedSha256 } : {}),
  };
  const entries = (await periodEntryItems(deps.table, bookingPage, period)).filter(
    (e) => e.status === 'submitted',
  );
  requireOneTransaction(bookingPage, entries);
  const version = period.version + 1;
  const set =
    answer.kind === 'approve'
      ? {
          state: 'approved',
          approval: { name: answer.name, email, at, ipAddress: input.ipAddress },
          ...approved,
        }
      : { state: 'queried', query: answer.comment };
  const detail: TPeriodEventDetail = {
    bookingPageId: bookingPage.id,
    periodId: period.id,
    version,
  };
  const tx = deps.table
    .transaction()
    .update(
      periodKey(bookingPage.id, period),
      { set: { ...set, version, history: [...period.history, event], updatedAt: at } },
      periodChanged(),
      { state: 'submitted', version: link.version },
    )
    .update({ PK: link.PK, SK: link.SK }, { set: { usedAt: at } }, linkUsed(), {
      usedAt: undefined,
    })
    .put(
      toOutboxItem(
        TIMESHEET_PERIOD_ANSWERED,
        `${bookingPage.id}#${period.id}#${version}`,
        detail,
        now,
      ),
    );
  moveEntries(tx, bookingPage, entries, answer.kind === 'approve' ? 'approved' : 'draft', at);
  try {
    await tx.commit();
  } catch (error) {
    if (!isAppError(error) || error.code !== 'conflict') throw error;
    // Lost to another answer (the link is used) or to a reopening (the link no longer works).
    await openApprovalLink(deps, input.token);
    throw linkUsed();
  }
}
