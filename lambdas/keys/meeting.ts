import { defineEntity } from './entity';

/** Meetings sort by start under their calendar, so a week or a booking's surroundings is one range. */
export const meetingKeys = defineEntity('meeting', {
  PK: 'CAL#{calendarId}',
  SK: 'MEET#{start}#{id}',
});
