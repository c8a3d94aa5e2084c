import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

export const deleteConnection = (calendarId: string, connectionId: string) =>
  callApi(bookingPageRoutes.deleteConnection, { params: { id: calendarId, connectionId } });
