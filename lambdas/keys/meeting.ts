import { defineEntity } from './entity';

/**
 * Meetings sort by start under their booking page, so a week or a booking's surroundings is one range.
 * Scheduled bookings are also on GSI1 by their start's UTC hour, where the reminder sweep finds
 * the meetings starting soon (`services/booking-pages/meeting-start-index.ts`); manual events and
 * imported busy time are not. A booking the visitor moved by their link waits on GSI2 by when
 * its owner's notice is due, until the notice sweep mails it (`booking/owner-move-notice.ts`).
 */
export const meetingKeys = defineEntity('meeting', {
  PK: 'CAL#{bookingPageId}',
  SK: 'MEET#{start}#{id}',
  indexes: {
    GSI1: { pk: 'MEETSTART#{hour}', sk: '{start}#{bookingPageId}#{id}' },
    GSI2: { pk: 'MOVENOTICE', sk: '{due}#{bookingPageId}#{id}' },
  },
});

/**
 * Where a meeting is: its id → its start. Meetings are addressed by id (cancel, reschedule,
 * delete) while their key holds the start, which a reschedule changes; this small item, written
 * in the same transaction as the meeting, finds it with one strongly consistent read.
 */
export const meetingRefKeys = defineEntity('meeting ref', {
  PK: 'CAL#{bookingPageId}',
  SK: 'MEETID#{id}',
});
