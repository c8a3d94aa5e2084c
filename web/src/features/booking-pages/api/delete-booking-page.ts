import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

export const deleteBookingPage = (id: string) =>
  callApi(bookingPageRoutes.remove, { params: { id } });
