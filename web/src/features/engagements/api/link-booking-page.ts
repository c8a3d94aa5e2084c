import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';

/**
 * Links one of the client's booking pages to the engagement: its meetings and time count against
 * it from then on. Answers the engagement with its pages; 409 for another client's page, an
 * engagement that has ended, or one with as many pages as it may have.
 */
export const linkBookingPage = (id: string, bookingPageId: string) =>
  callApi(engagementRoutes.linkBookingPage, {
    params: { id, bookingPageId },
    schema: engagementRoutes.linkBookingPage.response,
  });

/** Unlinks a booking page: its time no longer counts. Answers the engagement with its pages. */
export const unlinkBookingPage = (id: string, bookingPageId: string) =>
  callApi(engagementRoutes.unlinkBookingPage, {
    params: { id, bookingPageId },
    schema: engagementRoutes.unlinkBookingPage.response,
  });
