import { CALENDAR_TOKEN, bookingPageItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { bookingLockKeys } from '../../keys/booking-lock';
import { bookingPageRefKeys } from '../../keys/booking-page-ref';
import { clientKeys } from '../../keys/client';
import { dateOverrideKeys } from '../../keys/date-override';
import { importedEventKeys } from '../../keys/imported-event';
import { meetingKeys } from '../../keys/meeting';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import { bookingPagesDeps } from './deps';

/**
 * Booking pages of their owners: settings, date overrides, connections, manual events, host
 * cancellations and moves (their mails' events in the outbox), OAuth start and sync (refreshes
 * provider tokens with the stored, encrypted refresh token), and deletion (refused while time
 * entries are submitted or approved).
 */
export const bookingPagesAccess: DeclaredAccess = {
  deps: bookingPagesDeps,
  table: 'RW',
  items: [
    ...bookingPageItems,
    bookingLockKeys,
    bookingPageRefKeys,
    dateOverrideKeys,
    importedEventKeys,
    meetingKeys,
    outboxKeys,
    timesheetEntryKeys,
    // A new page shows its host by their profile's name.
    professionalProfileKeys,
    // A deleted page leaves its client's list of pages.
    clientKeys,
  ],
  tokenCipher: { encrypt: [CALENDAR_TOKEN], decrypt: [CALENDAR_TOKEN] },
};
