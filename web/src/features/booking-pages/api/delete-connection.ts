import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

export const deleteConnection = (bookingPageId: string, connectionId: string) =>
  callApi(bookingPageRoutes.deleteConnection, { params: { id: bookingPageId, connectionId } });
