import { inviteLocation } from '@domain/booking/meeting-location';
import { bookingTarget, PLATFORM_PROVIDER } from '@domain/booking/meeting-platforms';
import { MEETING_READY, type TMeetingReady } from '@contracts/booking/meeting-ready';
import { conflict, isAppError } from '../../errors';
import type { Logger } from '../../middleware/logger';
import { ProviderError, type OutgoingEvent } from '../../ports/calendar-providers';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import {
  bookingPageKey,
  locationOf,
  type BookingPageItem,
} from '../booking-pages/booking-page-item';
import { connectionKey, type ConnectionItem } from '../booking-pages/connection-item';
import {
  meetingKey,
  meetingRefKey,
  type ExternalEvent,
  type MeetingItem,
  type MeetingRefItem,
} from '../booking-pages/meeting-item';
import {
  openProviderSession,
  providerCall,
  type ProviderDeps,
  type ProviderSession,
} from '../booking-pages/provider-session';
import { syncedConnectionsOf } from '../booking-pages/synced-connections';
import { toOutboxItem } from '../outbox/outbox-item';
import { inviteSummary } from './meeting-invite';
import { platformLine } from './meeting-place';

export type WriteBackDeps = ProviderDeps & {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction' | 'updateExisting'>;
  clock: Clock;
};

export type WriteBackOutcome =
  /** Nothing to write: no connected Google or Microsoft calendar, or not a live booking. */
  | 'none'
  | 'created'
  | 'moved'
  | 'deleted'
  /** Already as the meeting is. */
  | 'same'
  /** The provider refused or failed; the booking goes on without its event. */
  | 'failed';

/** The meeting changed between the read and the record: read it again. */
const CHANGED = conflict('The meeting changed meanwhile.');
const ATTEMPTS = 5;

/**
 * Keeps a booking's event in the owner's connected calendar in step with the meeting: writes it
 * when booked (into a calendar of the chosen platform's provider, which makes its join link, the
 * primary when it is one; without a platform, into the page's primary calendar when that is Google
 * or Microsoft, else its first connected one), moves it when the meeting moves and deletes it when the meeting is cancelled.
 * Every run reconciles the meeting as it is now with what it recorded of the event, so events
 * arriving in any order, twice, or while the meeting changes again end in the same state. The
 * record is written on condition that the meeting is still the version read; when it is not, the
 * meeting is read again and what the provider now holds (kept in memory) is brought in line.
 *
 * Only a booking's first run (`create`) makes the event; it then writes `ready` — `MeetingReady`,
 * whose consumer mails the confirmation with the event's meeting link — in the same transaction
 * as the record. If the provider fails to make the event, the booking still goes ahead: the
 * confirmation goes out without a link and the failure is logged. A move or a delete that fails
 * throws, so the event is delivered again.
 */
export async function writeBackMeeting(
  deps: WriteBackDeps,
  input: {
    bookingPageId: string;
    meetingId: string;
    /** The meeting's start as its event named it: where it is once its page deleted its ref. */
    startTime?: string;
    create: boolean;
    ready?: TMeetingReady;
    log?: Logger;
  },
): Promise<WriteBackOutcome> {
  const provider = providerAccess(deps, input.bookingPageId);
  /** The event as the provider holds it after this run's own writes not yet recorded. */
  let written: ExternalEvent | undefined;
  /** The link the provider made with the event, kept for the record whichever try writes it. */
  let joinUrl: string | undefined;
  let outcome: WriteBackOutcome = 'same';
  for (let attempt = 1; ; attempt += 1) {
    const meeting = await currentMeeting(deps.table, input);
    const page = meeting
      ? await deps.table.get<BookingPageItem>(bookingPageKey(input.bookingPageId), {
          consistent: true,
        })
      : undefined;
    const stored = meeting?.external?.deleted ? undefined : meeting?.external;
    const event = written ?? stored;
    const live =
      !!meeting && !!page && meeting.status === 'scheduled' && meeting.source === 'booking';

    let step: Step | undefined;
    // Deleted at the provider by an earlier try of this run: only its record is left to write.
    if (event?.deleted) step = undefined;
    else if (!live) step = event && (await provider.remove(event));
    else if (event) step = await provider.follow(event, meeting);
    // Written once: an event the owner deleted in their calendar is not brought back.
    else if (input.create && !meeting.external) {
      step = await provider.create(meeting, page).catch((error: unknown) => {
        if (!isAppError(error)) throw error;
        input.log?.warn('The booking could not be written to the connected calendar', {
          bookingPageId: input.bookingPageId,
          meetingId: input.meetingId,
          error: error.message,
        });
        return { outcome: 'failed' } as const;
      });
    } else step = { outcome: 'none' };
    if (step) {
      outcome = step.outcome;
      if (step.event) written = step.event;
      if (step.joinUrl) joinUrl = step.joinUrl;
    }

    const tx = deps.table.transaction();
    if (meeting && written && written !== stored) {
      tx.update(
        meetingKey(meeting),
        { set: { external: written, ...(joinUrl ? { joinUrl } : {}) } },
        CHANGED,
        { status: meeting.status, sequence: meeting.sequence },
      );
    }
    if (input.ready) {
      tx.put(toOutboxItem(MEETING_READY, input.ready.meetingId, input.ready, deps.clock.now()));
    }
    if (tx.size === 0) return outcome;
    try {
      await tx.commit();
      return outcome;
    } catch (error) {
      if (error !== CHANGED || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** What one provider call did: the event as the provider now holds it, and the outcome. */
interface Step {
  outcome: WriteBackOutcome;
  event?: ExternalEvent;
  joinUrl?: string;
}

/**
 * The provider calls of one run, each connection's session opened once. An event whose
 * connection was disconnected meanwhile cannot be reached: it is left as it is.
 */
function providerAccess(deps: WriteBackDeps, bookingPageId: string) {
  const sessions = new Map<string, Promise<ProviderSession>>();
  const sessionOf = (connection: ConnectionItem) => {
    let session = sessions.get(connection.id);
    if (!session) {
      session = openProviderSession(deps, connection);
      sessions.set(connection.id, session);
      session.catch(() => sessions.delete(connection.id));
    }
    return session;
  };
  const connectionOf = (event: ExternalEvent) =>
    deps.table.get<ConnectionItem>(connectionKey(bookingPageId, event.connectionId), {
      consistent: true,
    });

  return {
    /** Writes the booking into the page's target calendar; nothing without one. */
    async create(meeting: MeetingItem, page: BookingPageItem): Promise<Step> {
      const target = await targetConnection(deps.table, page, meeting);
      if (!target) return { outcome: 'none' };
      const session = await sessionOf(target);
      const made = await providerCall(session.provider, () =>
        deps.calendarProviders.createEvent(session.provider, {
          accessToken: session.accessToken,
          event: outgoingEvent(meeting, page, session.provider),
        }),
      );
      return {
        outcome: 'created',
        event: {
          connectionId: target.id,
          provider: session.provider,
          eventId: made.eventId,
          startTime: meeting.startTime,
          endTime: meeting.endTime,
        },
        ...(made.joinUrl ? { joinUrl: made.joinUrl } : {}),
      };
    },

    /** Moves the event to the meeting's time, when it is elsewhere. */
    async follow(event: ExternalEvent, meeting: MeetingItem): Promise<Step | undefined> {
      if (event.startTime === meeting.startTime && event.endTime === meeting.endTime) return;
      const times = { startTime: meeting.startTime, endTime: meeting.endTime };
      const connection = await connectionOf(event);
      if (!connection) return { outcome: 'same', event: { ...event, ...times } };
      const session = await sessionOf(connection);
      // The owner deleted it in their calendar: that stands, the meeting is not written again.
      const stillThere = await providerCall(session.provider, () =>
        deps.calendarProviders
          .moveEvent(session.provider, {
            accessToken: session.accessToken,
            eventId: event.eventId,
            start: meeting.startTime,
            end: meeting.endTime,
          })
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof ProviderError && error.status === 404) return false;
              throw error;
            },
          ),
      );
      return stillThere
        ? { outcome: 'moved', event: { ...event, ...times } }
        : { outcome: 'deleted', event: { ...event, deleted: true } };
    },

    /** Deletes the event of a meeting cancelled (or gone with its page). */
    async remove(event: ExternalEvent): Promise<Step> {
      const connection = await connectionOf(event);
      if (connection) {
        const session = await sessionOf(connection);
        await providerCall(session.provider, () =>
          deps.calendarProviders.deleteEvent(session.provider, {
            accessToken: session.accessToken,
            eventId: event.eventId,
          }),
        );
      }
      return { outcome: 'deleted', event: { ...event, deleted: true } };
    },
  };
}

/**
 * The meeting as stored now, found by its ref (its key holds the start, which a move changes);
 * without a ref (its page deleted, the meeting kept for its cancellation), at the start its
 * event named.
 */
async function currentMeeting(
  table: Pick<Table, 'get'>,
  ids: { bookingPageId: string; meetingId: string; startTime?: string },
): Promise<MeetingItem | undefined> {
  const { bookingPageId, meetingId: id } = ids;
  const ref = await table.get<MeetingRefItem>(meetingRefKey({ bookingPageId, id }), {
    consistent: true,
  });
  const startTime = ref?.startTime ?? ids.startTime;
  if (!startTime) return undefined;
  return table.get<MeetingItem>(meetingKey({ bookingPageId, id, startTime }), { consistent: true });
}

/** Where a booking is written (`bookingTarget`): the calendar that makes its platform's link. */
async function targetConnection(
  table: Pick<Table, 'queryAll'>,
  page: BookingPageItem,
  meeting: Pick<MeetingItem, 'platform'>,
): Promise<ConnectionItem | undefined> {
  const synced = await syncedConnectionsOf(table, page.id);
  return bookingTarget(synced, page.primaryConnectionId, meeting.platform);
}

export function outgoingEvent(
  meeting: MeetingItem,
  page: Pick<BookingPageItem, 'name'>,
  provider: 'google' | 'microsoft',
): OutgoingEvent {
  const location = locationOf(meeting.location);
  return {
    meetingId: meeting.id,
    title: inviteSummary(page.name, meeting.attendeeName),
    description: [
      `Booked through your vCISO Hub booking page "${page.name}".`,
      `Attendee: ${meeting.attendeeName} <${meeting.attendeeEmail}>`,
      platformLine(meeting),
      ...(meeting.notes ? [`Notes: ${meeting.notes}`] : []),
    ].join('\n'),
    start: meeting.startTime,
    end: meeting.endTime,
    // Each provider makes its own kind of video meeting, so a link only when the visitor chose it.
    onlineMeeting: !!meeting.platform && PLATFORM_PROVIDER[meeting.platform] === provider,
    // The place the host set goes into the provider's own location too, as in the .ics.
    ...(location
      ? {
          location: {
            text: inviteLocation(location),
            ...(location.kind === 'video_link' ? { url: location.value } : {}),
          },
        }
      : {}),
  };
}
