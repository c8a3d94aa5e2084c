import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** Sync Now: pulls every connected calendar's events; answers what changed. */
export const syncCalendar = (bookingPageId: string) =>
  callApi(bookingPageRoutes.syncCalendar, {
    params: { id: bookingPageId },
    schema: bookingPageRoutes.syncCalendar.response,
  });
