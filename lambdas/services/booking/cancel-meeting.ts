import { MEETING_CANCELLED, type TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import type { AppError } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import {
  meetingKey,
  sequenceOf,
  type CancelledBy,
  type MeetingItem,
} from '../booking-pages/meeting-item';
import { moveLocks, readLocks } from '../booking-pages/owner-schedule';
import { indexKeys } from '../../keys/table-schema';
import { toOutboxItem } from '../outbox/outbox-item';
import { OWNER_NOTICE_ATTRIBUTES } from './owner-move-notice';

/**
 * One try at cancelling a meeting, whichever side asks. One transaction marks it cancelled (only
 * while it is still scheduled at the version read: `changed` otherwise), raises its SEQUENCE for
 * the cancellation's .ics, moves the owner's day locks taking it out of the days they hold (the
 * time is offered again at once) and writes `MeetingCancelled` to the outbox. `also` adds the
 * caller's own writes (the visitor's link is used up). Lost races answer `changed` or `moved`.
 */
export async function cancelMeetingOnce(
  table: Pick<Table, 'queryAll' | 'transaction'>,
  input: {
    meeting: MeetingItem;
    by: CancelledBy;
    reason: string;
    now: Date;
    changed: AppError;
    moved: AppError;
    also?: (tx: TransactionBuilder) => void;
  },
): Promise<void> {
  const { meeting, now } = input;
  const locks = await readLocks(table, String(meeting.userId), {
    from: new Date(meeting.startTime),
    to: new Date(meeting.endTime),
  });
  const cancelled: TMeetingCancelled = {
    bookingPageId: meeting.bookingPageId,
    meetingId: meeting.id,
    startTime: meeting.startTime,
    cancelledBy: input.by,
  };
  const tx = table
    .transaction()
    .update(
      meetingKey(meeting),
      {
        set: {
          status: 'cancelled',
          cancelledAt: now.toISOString(),
          cancelledBy: input.by,
          sequence: sequenceOf(meeting) + 1,
          ...(input.reason ? { cancelReason: input.reason } : {}),
        },
        // Off the reminder index: nothing is left to remind (`meeting-start-index.ts`); and a
        // waiting notice of the visitor's moves is dropped: the cancellation tells the owner.
        remove: [...Object.values(indexKeys('GSI1')), ...OWNER_NOTICE_ATTRIBUTES],
      },
      input.changed,
      { status: 'scheduled', sequence: meeting.sequence },
    )
    .put(toOutboxItem(MEETING_CANCELLED, meeting.id, cancelled, now));
  input.also?.(tx);
  await moveLocks(tx, locks, input.moved, { remove: [meeting.id] }).commit();
}
