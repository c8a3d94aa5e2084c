import { clientRoutes } from '@contracts/clients/routes';
import { callApi } from '@/lib/call-api';

/**
 * Makes one of the owner's booking pages bill this client, moving it from the client it billed
 * before if any; answers the client with its pages.
 */
export const linkBookingPage = (id: string, bookingPageId: string) =>
  callApi(clientRoutes.linkBookingPage, {
    params: { id, bookingPageId },
    schema: clientRoutes.linkBookingPage.response,
  });
