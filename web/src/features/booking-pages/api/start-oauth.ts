import type { TOAuthProvider } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** Where the connect popup goes; fails (e.g. 503) when the provider is not configured. */
export const startOAuth = (bookingPageId: string, provider: TOAuthProvider) =>
  callApi(bookingPageRoutes.startOAuth, {
    params: { id: bookingPageId, provider },
    schema: bookingPageRoutes.startOAuth.response,
  });
