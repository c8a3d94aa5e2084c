import {
  connectionMessages,
  type TOAuthProvider,
  type TSyncResult,
} from '@contracts/booking/connection';
import type { TMeeting } from '@contracts/booking/meeting';
import { conflict, isAppError } from '../../errors';
import type { ProviderEvent } from '../../ports/calendar-providers';
import type { Table } from '../../ports/table';
import { bookingWindowOf, type BookingPageItem } from './booking-page-item';
import { connectionKey, SYNC_EVERY_MS, syncDueIndex, type ConnectionItem } from './connection-item';
import {
  importedEventKey,
  importedEventsQuery,
  meetingFingerprint,
  toImportedEventItem,
  toImportedMeeting,
  type ImportedEventItem,
} from './imported-event-item';
import { meetingKey, toMeetingItem } from './meeting-item';
import {
  busyMeeting,
  lostRace,
  mergeLocks,
  moveLocks,
  pauseBeforeRetry,
  readLocks,
  type LockRead,
} from './owner-schedule';
import { openProviderSession, providerCall, type ProviderDeps } from './provider-session';

const DAY_MS = 86_400_000;
const LOCK_MOVED = conflict('Your calendar changed meanwhile. Please try again.');
const EVENT_CHANGED = conflict('The calendar was synced meanwhile. Please try again.');
const ATTEMPTS = 5;

export type SyncDeps = ProviderDeps & {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction' | 'updateExisting'>;
};

export type SyncCounts = Pick<TSyncResult, 'created' | 'updated' | 'removed'>;

/**
 * The provider events a sync imports: from the start of today (UTC) to a day past the page's
 * booking horizon, so every time the page may offer is checked against them.
 */
export function syncWindow(page: Pick<BookingPageItem, 'horizonDays'>, now: Date) {
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const days = bookingWindowOf(page).horizonDays + 1;
  return { from, to: new Date(from.getTime() + days * DAY_MS) };
}

/**
 * One Google or Microsoft connection's events merged into the page's meetings, incrementally
 * (Google's sync token, Graph's delta link) while the cursor's window still covers the page's
 * horizon, else by listing the whole window again (once a day, as the window moves on). Each
 * change is a transaction with the owner's day locks, so a booking being written at the same
 * moment sees the busy time. Events the product wrote itself (its bookings, written back) are the
 * meetings themselves, never imported. Afterwards the connection keeps its cursor, when it
 * synced, no error, and its next turn on the sweep's index; a failure is recorded the same way
 * (the owner reads it on the connect page) and thrown.
 */
export async function syncConnection(
  deps: SyncDeps,
  input: { connection: ConnectionItem; page: BookingPageItem; now: Date },
): Promise<SyncCounts> {
  const { connection, page, now } = input;
  try {
    return await importChanges(deps, connection, page, now);
  } catch (error) {
    if (isAppError(error)) await recordSync(deps, connection, now, { syncError: error.message });
    throw error;
  }
}

async function importChanges(
  deps: SyncDeps,
  connection: ConnectionItem,
  page: BookingPageItem,
  now: Date,
): Promise<SyncCounts> {
  const window = syncWindow(page, now);
  const stillCovered =
    connection.syncCursor !== undefined &&
    typeof connection.syncWindowTo === 'string' &&
    connection.syncWindowTo >= window.to.toISOString();
  const session = await openProviderSession(deps, connection);
  const changes = await providerCall(session.provider, () =>
    deps.calendarProviders.listChanges(session.provider, {
      accessToken: session.accessToken,
      ...(stillCovered ? { cursor: connection.syncCursor } : {}),
      window,
    }),
  );

  const stored = await deps.table.queryAll<ImportedEventItem>({
    ...importedEventsQuery(connection.bookingPageId, connection.id),
    consistent: true,
  });
  const known = new Map(stored.map((item) => [item.providerEventId, item]));

  // The last word on each event wins (a page may repeat an event that changed while paging).
  const latest = new Map<string, ProviderEvent>();
  for (const event of changes.events) latest.set(event.id, event);

  const counts: SyncCounts = { created: 0, updated: 0, removed: 0 };
  const ctx: EventContext = {
    bookingPageId: connection.bookingPageId,
    connectionId: connection.id,
    provider: session.provider,
    now,
    sub: page.userId,
  };
  for (const event of latest.values()) {
    const outcome = await applyEvent(deps, ctx, event.id, known.get(event.id), event);
    if (outcome !== 'same') counts[outcome] += 1;
  }
  // A full listing is the whole window: what was imported before and is not in it is gone.
  if (changes.full) {
    for (const [eventId, item] of known) {
      if (latest.has(eventId)) continue;
      if ((await applyEvent(deps, ctx, eventId, item, undefined)) === 'removed')
        counts.removed += 1;
    }
  }

  await recordSync(deps, connection, now, {
    syncCursor: changes.cursor,
    ...(changes.full ? { syncWindowTo: window.to.toISOString() } : {}),
    lastSyncedAt: now.toISOString(),
  });
  return counts;
}

/** The connection's outcome, and its next turn on the sweep's index, whatever the outcome. */
async function recordSync(
  deps: Pick<SyncDeps, 'table'>,
  connection: ConnectionItem,
  now: Date,
  outcome:
    { syncError: string } | { syncCursor: string; syncWindowTo?: string; lastSyncedAt: string },
): Promise<void> {
  const next = syncDueIndex(connection, new Date(now.getTime() + SYNC_EVERY_MS).toISOString());
  await deps.table.updateExisting(
    connectionKey(connection.bookingPageId, connection.id),
    {
      set: { ...outcome, ...next },
      remove: 'syncError' in outcome ? ['syncLeaseUntil'] : ['syncError', 'syncLeaseUntil'],
    },
    { notFound: connectionMessages.notFound },
  );
}

interface EventContext {
  bookingPageId: string;
  connectionId: string;
  provider: TOAuthProvider;
  now: Date;
  sub: string;
}

/**
 * Merges one provider event into the stored meetings: creates, rewrites (a move is delete-old +
 * put-new, the start being in the sort key) or removes, in one transaction with the mapping item
 * and the owner's day locks of the old and the new time. A concurrent sync of the same event is
 * caught by the mapping's condition; then the mapping is read again and the event re-applied.
 */
async function applyEvent(
  deps: SyncDeps,
  ctx: EventContext,
  eventId: string,
  stored: ImportedEventItem | undefined,
  event: ProviderEvent | undefined,
): Promise<keyof SyncCounts | 'same'> {
  let current = stored;
  for (let attempt = 1; ; attempt += 1) {
    const next = event
      ? toImportedMeeting(event, {
          ...ctx,
          createdAt: current?.createdAt ?? ctx.now.toISOString(),
        })
      : undefined;
    const action = actionFor(current, next);
    if (action === 'same') return action;

    const locks = await readLocksOf(deps.table, ctx.sub, [current, next]);
    const tx = deps.table.transaction();
    const mappingKey = importedEventKey(ctx.bookingPageId, ctx.connectionId, eventId);
    if (current) {
      const oldKey = meetingKey({
        bookingPageId: ctx.bookingPageId,
        startTime: current.startTime,
        id: current.meetingId,
      });
      if (!next || next.startTime !== current.startTime) tx.deleteIfAny(oldKey);
      if (next)
        tx.update(
          mappingKey,
          { set: mappingChanges(next, ctx.connectionId, eventId) },
          EVENT_CHANGED,
          { startTime: current.startTime, fingerprint: current.fingerprint },
        );
      else tx.delete(mappingKey, EVENT_CHANGED);
    } else if (next) {
      tx.create(toImportedEventItem(next, ctx.connectionId, eventId), EVENT_CHANGED);
    }
    if (next) tx.put(toMeetingItem(next, ctx.sub));
    // The meeting leaves the days of its old time and enters those of its new one.
    moveLocks(tx, locks, LOCK_MOVED, {
      remove: current ? [current.meetingId] : [],
      add: next ? [busyMeeting(next)] : [],
    });
    try {
      await tx.commit();
      return action;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      if (error === EVENT_CHANGED) {
        current = await deps.table.get<ImportedEventItem>(mappingKey, { consistent: true });
        continue;
      }
      if (!lostRace(error, LOCK_MOVED)) throw error;
      await pauseBeforeRetry(attempt);
    }
  }
}

function actionFor(
  current: ImportedEventItem | undefined,
  next: TMeeting | undefined,
): keyof SyncCounts | 'same' {
  if (!current) return next ? 'created' : 'same';
  if (!next) return 'removed';
  return current.fingerprint === meetingFingerprint(next) ? 'same' : 'updated';
}

function mappingChanges(next: TMeeting, connectionId: string, eventId: string) {
  const { PK: _pk, SK: _sk, ...rest } = toImportedEventItem(next, connectionId, eventId);
  return rest;
}

/** The owner's day locks of both the old and the new time of an event, as one read. */
async function readLocksOf(
  table: Pick<Table, 'queryAll'>,
  sub: string,
  times: ReadonlyArray<{ startTime: string; endTime: string } | undefined>,
): Promise<LockRead> {
  let read: LockRead = { sub, days: new Map() };
  for (const t of times) {
    if (!t) continue;
    const more = await readLocks(table, sub, {
      from: new Date(t.startTime),
      to: new Date(t.endTime),
    });
    read = mergeLocks(read, more);
  }
  return read;
}
