import type { TCreateLocalConnection } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

export const createLocalConnection = (calendarId: string, input: TCreateLocalConnection) =>
  callApi(bookingPageRoutes.createLocalConnection, {
    params: { id: calendarId },
    body: input,
    schema: bookingPageRoutes.createLocalConnection.response,
  });
