import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { connectableProviders } from '../../services/booking-pages/connectable-providers';
import { bookingPagesDeps } from './deps';

/** The providers an owner can connect on this site. */
export const listProviders = httpRoute(
  bookingPageRoutes.listProviders,
  { deps: bookingPagesDeps },
  async ({ deps }) => connectableProviders(deps),
);
