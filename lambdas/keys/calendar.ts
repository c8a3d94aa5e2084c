import { defineEntity } from './entity';

/**
 * Booking pages (calendars). GSI1 lists an owner's calendars by creation, so the first one (the
 * header's My Calendar link) is a one-item Query.
 */
export const calendarKeys = defineEntity('calendar', {
  PK: 'CAL#{id}',
  SK: 'CAL',
  indexes: {
    GSI1: { pk: 'USER#{sub}#CALS', sk: '{createdAt}#{id}' },
  },
});
