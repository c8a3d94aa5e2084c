import { bookingPageKey } from '../api/get-booking-page';
import { connectionsKey } from '../api/get-connections';
import { meetingsKey } from '../api/get-meetings';

/**
 * What a change to a page's connected calendars may touch: the list, the page's connection
 * count, and its meetings (a sync or a disconnect changes those).
 */
export const connectionChangeKeys = (bookingPageId: string) => [
  connectionsKey(bookingPageId),
  bookingPageKey(bookingPageId),
  meetingsKey(bookingPageId),
];
