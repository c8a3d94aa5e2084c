import { OWNER_MOVE_NOTICES_SUMMARY } from '../../events/schedules';
import { meetingKeys } from '../../keys/meeting';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import { ConditionFailed, type Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { meetingKey, type MeetingItem } from '../booking-pages/meeting-item';
import { summarizeSweep } from '../sweep';
import { readMeetingMailContext } from './meeting-mail';
import { clearOwnerNotice } from './owner-move-notice';
import { sendOwnerMoveNotice } from './owner-move-mail';

export interface OwnerMoveNoticesDeps {
  table: Pick<Table, 'query' | 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
}

export interface OwnerMoveNoticesResult {
  /** Notices found due on the index, before re-reading their meetings. */
  due: number;
  sent: number;
  /** Notices that failed to send; the next run tries again. */
  failed: number;
}

/** Notices one run sends at most: a backlog is worked off over the next runs, oldest first. */
export const OWNER_MOVE_NOTICES_BATCH = 100;

/**
 * The notice sweep (every minute, `schedules.ts`): the owner's one notice of the visitor's moves
 * of a meeting, once they have rested (`owner-move-notice.ts`). Reads the notices due from the
 * meetings' GSI2, re-reads each meeting strongly consistently (the index lags: a meeting moved
 * again has a later notice, one cancelled none), mails the owner the meeting's time as it is now,
 * once per version, and takes the notice off on condition that the meeting is still that version.
 * A notice that fails stays for the next run, so the final time is never lost.
 */
export async function sendOwnerMoveNotices(
  deps: OwnerMoveNoticesDeps,
  input: { log?: Logger },
): Promise<OwnerMoveNoticesResult> {
  const now = deps.clock.now();
  const { items } = await deps.table.query<MeetingItem>({
    index: 'GSI2',
    pk: meetingKeys.indexPartition('GSI2', {}),
    sk: { lt: now.toISOString() },
    limit: OWNER_MOVE_NOTICES_BATCH,
  });
  const result: OwnerMoveNoticesResult = { due: items.length, sent: 0, failed: 0 };
  for (const listed of items) {
    try {
      const meeting = await deps.table.get<MeetingItem>(meetingKey(listed), { consistent: true });
      const notice = meeting?.ownerNotice;
      if (!meeting || !notice || Date.parse(notice.dueAt) > now.getTime()) continue;
      if (meeting.status === 'scheduled') {
        const context = await readMeetingMailContext(deps, {
          bookingPageId: meeting.bookingPageId,
          meetingId: meeting.id,
          startTime: meeting.startTime,
        });
        if (context) {
          const outcome = await sendOwnerMoveNotice(deps, {
            context,
            notice,
            ...(input.log ? { log: input.log } : {}),
          });
          if (outcome === 'sent') result.sent += 1;
        }
      }
      await deps.table
        .update(meetingKey(meeting), clearOwnerNotice(), {
          exists: true,
          equals: { sequence: meeting.sequence, status: meeting.status },
        })
        .catch((error: unknown) => {
          // Moved again or cancelled meanwhile: that version's own notice or mail stands.
          if (!(error instanceof ConditionFailed)) throw error;
        });
    } catch (error) {
      result.failed += 1;
      input.log?.error('An owner notice of moves could not be sent', {
        error,
        meetingId: listed.id,
      });
    }
  }
  return summarizeSweep(input.log, OWNER_MOVE_NOTICES_SUMMARY, result, { worked: result.due > 0 });
}
