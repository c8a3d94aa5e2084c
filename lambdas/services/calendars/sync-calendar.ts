import { calendarMessages } from '@contracts/booking/calendar';
import {
  connectionMessages,
  OAUTH_PROVIDERS,
  PROVIDER_LABELS,
  type TOAuthProvider,
  type TSyncResult,
} from '@contracts/booking/connection';
import type { TMeeting } from '@contracts/booking/meeting';
import { conflict, notConfigured } from '../../errors';
import {
  ProviderError,
  type CalendarProviders,
  type ProviderEvent,
} from '../../ports/calendar-providers';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { TokenCipher } from '../../ports/token-cipher';
import { calendarKey } from './calendar-item';
import { connectionKey, type ConnectionItem } from './connection-item';
import {
  importedEventKey,
  importedEventsQuery,
  meetingFingerprint,
  toImportedEventItem,
  toImportedMeeting,
  type ImportedEventItem,
} from './imported-event-item';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { meetingKey, toMeetingItem } from './meeting-item';
import { ownedCalendar } from './owned-calendar';
import {
  busyMeeting,
  lostRace,
  mergeLocks,
  moveLocks,
  pauseBeforeRetry,
  readLocks,
  type LockRead,
} from './owner-schedule';

/** How far ahead Sync Now imports provider events. */
export const SYNC_WEEKS = 8;
const DAY_MS = 86_400_000;

const LOCK_MOVED = conflict('Your calendar changed meanwhile. Please try again.');
const EVENT_CHANGED = conflict('The calendar was synced meanwhile. Please try again.');
const ATTEMPTS = 5;

type SyncDeps = {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction' | 'updateExisting'>;
  clock: Clock;
  calendarProviders: CalendarProviders;
  tokenCipher: TokenCipher;
};

type Counts = Pick<TSyncResult, 'created' | 'updated' | 'removed'>;

export const syncMessages = {
  accessRevoked: (provider: TOAuthProvider) =>
    `${PROVIDER_LABELS[provider]} no longer grants access. Please disconnect it and connect it again.`,
  providerFailed: (provider: TOAuthProvider) =>
    `${PROVIDER_LABELS[provider]} could not be reached. Please try again later.`,
} as const;

/**
 * Sync Now. Every Google and Microsoft connection of the page imports its provider's events of
 * the coming weeks as meetings, incrementally (Google's sync token, Graph's delta link), merging
 * each change into what is stored: a new event becomes a meeting, a changed or moved one updates
 * the same meeting, a deleted or cancelled one removes it. Each write moves the owner's day locks
 * and changes the meetings they hold, so imported busy time is seen by a booking being written
 * at the same moment. Local calendars have nothing to import. The page and each connection keep `lastSyncedAt`.
 */
export async function syncCalendar(
  deps: SyncDeps,
  input: { calendarId: string; sub: string },
): Promise<TSyncResult> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const { pk, sk } = calendarConnectionKeys.inPartition({ calendarId: calendar.id });
  const connections = (await deps.table.queryAll<ConnectionItem>({ pk, sk, consistent: true }))
    .filter((c) => OAUTH_PROVIDERS.includes(c.provider as TOAuthProvider))
    .filter((c) => typeof c.refreshTokenCiphertext === 'string');

  const counts: Counts = { created: 0, updated: 0, removed: 0 };
  for (const connection of connections) {
    const done = await syncConnection(deps, connection, input.sub);
    counts.created += done.created;
    counts.updated += done.updated;
    counts.removed += done.removed;
  }

  const lastSyncedAt = deps.clock.now().toISOString();
  await deps.table.updateExisting(
    calendarKey(calendar.id),
    { set: { lastSyncedAt } },
    { notFound: calendarMessages.notFound },
  );
  return { lastSyncedAt, ...counts };
}

async function syncConnection(
  deps: SyncDeps,
  connection: ConnectionItem,
  sub: string,
): Promise<Counts> {
  const provider = connection.provider as TOAuthProvider;
  const now = deps.clock.now();
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const window = { from, to: new Date(from.getTime() + SYNC_WEEKS * 7 * DAY_MS) };

  if (!deps.calendarProviders.client(provider))
    throw notConfigured(connectionMessages.notConfigured(provider));
  // A token sealed under another key (a rebuilt local stack) is as good as revoked.
  const refreshToken = await deps.tokenCipher
    .decrypt(String(connection.refreshTokenCiphertext))
    .catch(() => {
      throw conflict(syncMessages.accessRevoked(provider));
    });
  const changes = await providerCall(provider, async () => {
    const tokens = await deps.calendarProviders.refresh(provider, refreshToken);
    const listed = await deps.calendarProviders.listChanges(provider, {
      accessToken: tokens.accessToken,
      cursor: connection.syncCursor,
      window,
    });
    return { ...listed, refreshToken: tokens.refreshToken };
  });

  const stored = await deps.table.queryAll<ImportedEventItem>({
    ...importedEventsQuery(connection.calendarId, connection.id),
    consistent: true,
  });
  const known = new Map(stored.map((item) => [item.providerEventId, item]));

  // The last word on each event wins (a page may repeat an event that changed while paging).
  const latest = new Map<string, ProviderEvent>();
  for (const event of changes.events) latest.set(event.id, event);

  const counts: Counts = { created: 0, updated: 0, removed: 0 };
  const ctx = {
    calendarId: connection.calendarId,
    connectionId: connection.id,
    provider,
    now,
    sub,
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

  const rotated =
    changes.refreshToken && changes.refreshToken !== refreshToken
      ? { refreshTokenCiphertext: await deps.tokenCipher.encrypt(changes.refreshToken) }
      : {};
  await deps.table.updateExisting(
    connectionKey(connection.calendarId, connection.id),
    { set: { syncCursor: changes.cursor, lastSyncedAt: now.toISOString(), ...rotated } },
    { notFound: connectionMessages.notFound },
  );
  return counts;
}

async function providerCall<T>(provider: TOAuthProvider, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 400 || error.status === 401)
      throw conflict(syncMessages.accessRevoked(provider));
    throw conflict(syncMessages.providerFailed(provider));
  }
}

interface EventContext {
  calendarId: string;
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
): Promise<keyof Counts | 'same'> {
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
    const mappingKey = importedEventKey(ctx.calendarId, ctx.connectionId, eventId);
    if (current) {
      const oldKey = meetingKey({
        calendarId: ctx.calendarId,
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
): keyof Counts | 'same' {
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
