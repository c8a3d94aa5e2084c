import type { TCreateLocalConnection } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

export const createLocalConnection = (bookingPageId: string, input: TCreateLocalConnection) =>
  callApi(bookingPageRoutes.createLocalConnection, {
    params: { id: bookingPageId },
    body: input,
    schema: bookingPageRoutes.createLocalConnection.response,
  });
