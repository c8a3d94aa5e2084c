import {
  MAX_HOME_CLIENTS,
  type TClientOverview,
  type THomeClients,
} from '@contracts/home/client-overview';
import type { TMeeting } from '@contracts/booking/meeting';
import { burnPercent, monthOf } from '@domain/engagements/budget';
import { CADENCE_DAYS, daysBetween, sessionOverdue } from '@domain/engagements/cadence';
import { localDateOf } from '@domain/time/zoned';
import { countsOnTimesheet } from '@domain/timesheets/counted-meetings';
import { clientKeys } from '../../keys/client';
import { documentKeys } from '../../keys/document';
import { engagementKeys } from '../../keys/engagement';
import { invoiceKeys } from '../../keys/invoice';
import { timesheetPeriodKeys } from '../../keys/timesheet-period';
import type { Clock } from '../../ports/clock';
import type { Table, TableItem, TableQuery } from '../../ports/table';
import { fromMeetingItem, meetingsQuery } from '../booking-pages/meeting-item';
import type { ClientItem } from '../clients/client-item';
import type { DocumentItem } from '../documents/document-item';
import { monthBudgetOf } from '../engagements/engagement-budget';
import type { EngagementItem } from '../engagements/engagement-item';
import type { InvoiceItem } from '../invoices/invoice-item';
import type { PeriodFields } from '../timesheets/period-item';

type Deps = { table: Pick<Table, 'get' | 'query' | 'queryAll' | 'queryPages'>; clock: Clock };

/** A page's meetings are read this many at a time, on either side of now, until one counts. */
const MEETINGS_PER_READ = 25;
/** How far on either side of now a session is looked for. */
const SESSIONS_WITHIN_MS = 400 * 86_400_000;
const AWAITING_SIGNATURE = new Set(['pending_signatures', 'partially_signed']);

/**
 * The signed-in home across the caller's clients, by name: for each, its current engagement,
 * the next session booked and the last one held on its pages, whether the engagement's cadence
 * is overdue, this month's burn, and what waits on someone (documents out for signature in the
 * client's library, periods awaiting the client's approval, invoices past due). Read only.
 */
export async function homeClients(
  deps: Deps,
  input: { sub: string; timeZone?: string | undefined },
): Promise<THomeClients> {
  const timeZone = input.timeZone ?? 'UTC';
  const now = deps.clock.now();
  const today = localDateOf(now, timeZone);
  const [clients, invoices] = await Promise.all([
    deps.table.query<ClientItem>({
      index: 'GSI1',
      pk: clientKeys.indexPartition('GSI1', { sub: input.sub }),
      limit: MAX_HOME_CLIENTS,
    }),
    deps.table.queryAll<InvoiceItem>({
      index: 'GSI1',
      pk: invoiceKeys.indexPartition('GSI1', { sub: input.sub }),
      projection: ['userId', 'kind', 'bookingPageId', 'dueDate', 'creditedBy', 'paidOn'],
    }),
  ]);
  const pastDue = invoices.filter(
    (i) =>
      i.userId === input.sub &&
      i.kind === 'invoice' &&
      !i.creditedBy &&
      !i.paidOn &&
      i.dueDate < today,
  );
  const own = clients.items.filter((c) => c.userId === input.sub);
  return {
    today,
    clients: await Promise.all(
      own.map((client) => overviewOf(deps, { client, now, today, timeZone, pastDue })),
    ),
  };
}

async function overviewOf(
  deps: Deps,
  input: {
    client: ClientItem;
    now: Date;
    today: string;
    timeZone: string;
    pastDue: readonly InvoiceItem[];
  },
): Promise<TClientOverview> {
  const { client, now, today, timeZone } = input;
  const pageIds = [...new Set(client.bookingPageIds)];
  const [engagement, sessions, periods, documents] = await Promise.all([
    currentEngagement(deps.table, client),
    sessionsOf(deps.table, pageIds, now),
    awaitingApproval(deps.table, pageIds),
    awaitingSignature(deps.table, client),
  ]);
  const lastSessionDate = sessions.last ? localDateOf(new Date(sessions.last), timeZone) : null;
  const cadence = engagement?.status === 'active' ? engagement.cadence : 'none';
  return {
    clientId: client.id,
    clientName: client.name,
    engagement: engagement && {
      id: engagement.id,
      title: engagement.title,
      status: engagement.status,
      cadence: engagement.cadence,
    },
    nextSession: sessions.next,
    lastSessionAt: sessions.last,
    daysSinceLastSession: lastSessionDate ? daysBetween(lastSessionDate, today) : null,
    cadenceDays: CADENCE_DAYS[cadence],
    sessionOverdue:
      engagement !== null &&
      sessionOverdue({
        cadence,
        today,
        startDate: engagement.startDate,
        lastSessionDate,
        nextSessionBooked: sessions.next !== null,
      }),
    burn: engagement?.status === 'active' ? await burnOf(deps.table, engagement, now) : null,
    documentsAwaitingSignature: documents,
    periodsAwaitingApproval: periods,
    invoicesPastDue: input.pastDue.filter((i) => pageIds.includes(i.bookingPageId)).length,
  };
}

/** The client's active engagement, else its newest not ended; newest first on its index. */
async function currentEngagement(
  table: Pick<Table, 'queryAll'>,
  client: ClientItem,
): Promise<EngagementItem | null> {
  const all = (
    await table.queryAll<EngagementItem>({
      index: 'GSI1',
      pk: engagementKeys.indexPartition('GSI1', { clientId: client.id }),
      ascending: false,
    })
  ).filter((e) => e.userId === client.userId);
  return all.find((e) => e.status === 'active') ?? all.find((e) => e.status !== 'ended') ?? null;
}

/** The next session booked and the last one held on the pages: scheduled, counted meetings. */
async function sessionsOf(
  table: Pick<Table, 'queryPages'>,
  pageIds: readonly string[],
  now: Date,
): Promise<{ next: TClientOverview['nextSession']; last: string | null }> {
  const ahead = new Date(now.getTime() + SESSIONS_WITHIN_MS);
  const back = new Date(now.getTime() - SESSIONS_WITHIN_MS);
  const perPage = await Promise.all(
    pageIds.map(async (id) => {
      const [next, last] = await Promise.all([
        firstCounted(table, { ...meetingsQuery(id, now, ahead, 0) }, () => true),
        firstCounted(
          table,
          { ...meetingsQuery(id, back, now, 0), ascending: false },
          (m) => new Date(m.startTime) < now,
        ),
      ]);
      return {
        next: next && { startTime: next.startTime, title: next.title, bookingPageId: id },
        last: last?.startTime,
      };
    }),
  );
  const next = perPage
    .flatMap((p) => (p.next ? [p.next] : []))
    .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  const last = perPage
    .flatMap((p) => (p.last ? [p.last] : []))
    .sort()
    .at(-1);
  return { next: next ?? null, last: last ?? null };
}

/**
 * The first meeting of a range that counts (`countsOnTimesheet`) and passes `also`, reading a
 * page of meetings at a time: cancelled ones and busy time imported from a connected calendar
 * share the range and may come first, however many there are.
 */
async function firstCounted(
  table: Pick<Table, 'queryPages'>,
  query: Omit<TableQuery, 'cursor' | 'limit'>,
  also: (m: TMeeting) => boolean,
): Promise<TMeeting | undefined> {
  for await (const items of table.queryPages({ ...query, limit: MEETINGS_PER_READ })) {
    const found = items.map(fromMeetingItem).find((m) => countsOnTimesheet(m) && also(m));
    if (found) return found;
  }
  return undefined;
}

/** The pages' periods submitted and not yet answered by the client, and the first one's page. */
async function awaitingApproval(
  table: Pick<Table, 'queryAll'>,
  pageIds: readonly string[],
): Promise<TClientOverview['periodsAwaitingApproval']> {
  const perPage = await Promise.all(
    pageIds.map(async (bookingPageId) => {
      const periods = await table.queryAll<TableItem & Pick<PeriodFields, 'state'>>({
        ...timesheetPeriodKeys.inPartition({ bookingPageId }),
        projection: ['state'],
      });
      return { bookingPageId, count: periods.filter((p) => p.state === 'submitted').length };
    }),
  );
  const waiting = perPage.filter((p) => p.count > 0);
  return {
    count: waiting.reduce((sum, p) => sum + p.count, 0),
    bookingPageId: waiting[0]?.bookingPageId ?? null,
  };
}

/** Documents of the client's library (a client's library has its id) out for signature. */
async function awaitingSignature(
  table: Pick<Table, 'queryAll'>,
  client: ClientItem,
): Promise<number> {
  const documents = await table.queryAll<DocumentItem>({
    index: 'GSI1',
    pk: documentKeys.indexPartition('GSI1', { libraryId: client.id }),
    projection: ['ownerSub', 'status'],
  });
  return documents.filter((d) => d.ownerSub === client.userId && AWAITING_SIGNATURE.has(d.status))
    .length;
}

/** This month's burn of an active engagement, on its calendar; null when it agrees no hours. */
async function burnOf(
  table: Pick<Table, 'queryAll'>,
  engagement: EngagementItem,
  now: Date,
): Promise<TClientOverview['burn']> {
  const month = monthOf(now, engagement.timeZone);
  const { budget } = await monthBudgetOf(table, engagement, month);
  const percent = budget && burnPercent(budget.agreedMinutes, budget.usedMinutes);
  if (!budget || budget.agreedMinutes === null || percent === null || percent === undefined)
    return null;
  return { month, agreedMinutes: budget.agreedMinutes, usedMinutes: budget.usedMinutes, percent };
}
