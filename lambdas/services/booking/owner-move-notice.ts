import { meetingKeys } from '../../keys/meeting';
import { indexKeys } from '../../keys/table-schema';
import type { Changes } from '../../ports/table';
import type { MeetingItem, PendingOwnerNotice } from '../booking-pages/meeting-item';

/**
 * The owner's notice of the visitor's moves, coalesced. A move by the visitor's link does not
 * mail the owner at once: it leaves a notice on the meeting, due `OWNER_NOTICE_QUIET_MS` after
 * the move, and a further move in that time pushes it back and is covered by the same notice.
 * The notice is written by the move's own transaction (on the meeting it creates), so it exists
 * exactly when the move does; the sweep (`send-owner-move-notices.ts`) mails it from the meeting
 * as it is then, so the owner always learns the final time. The visitor is mailed each move.
 */

/** How long the visitor's moves must rest before the owner is told of them. */
export const OWNER_NOTICE_QUIET_MS = 5 * 60 * 1000;

/** The GSI2 entry where the sweep finds the notice once due (`meetingKeys`). */
export const ownerNoticeIndex = (m: Pick<MeetingItem, 'bookingPageId' | 'id'>, dueAt: string) =>
  meetingKeys.indexAttributes('GSI2', { due: dueAt, bookingPageId: m.bookingPageId, id: m.id });

/**
 * `next` (the meeting `previous` moved by the visitor, as `movedMeetingItem` built it) with its
 * owner's notice: a notice still waiting on `previous` is extended, keeping the time before its
 * first move; otherwise a new one names `previous`'s time.
 */
export function withOwnerNotice(previous: MeetingItem, next: MeetingItem, now: Date): MeetingItem {
  const waiting = previous.ownerNotice;
  const notice: PendingOwnerNotice = {
    previousStartTime: waiting?.previousStartTime ?? previous.startTime,
    previousEndTime: waiting?.previousEndTime ?? previous.endTime,
    moves: (waiting?.moves ?? 0) + 1,
    dueAt: new Date(now.getTime() + OWNER_NOTICE_QUIET_MS).toISOString(),
  };
  return { ...next, ownerNotice: notice, ...ownerNoticeIndex(next, notice.dueAt) };
}

/** What a notice adds to the meeting, and what takes it off again. */
export const OWNER_NOTICE_ATTRIBUTES: readonly string[] = [
  'ownerNotice',
  ...Object.values(indexKeys('GSI2')),
];

/** The change that takes a notice off the meeting once it is sent. */
export const clearOwnerNotice = (): Changes => ({ remove: OWNER_NOTICE_ATTRIBUTES });
