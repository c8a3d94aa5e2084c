import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { linkBookingPage as link } from '../../services/clients/link-booking-page';
import { clientsDeps } from './deps';

export const linkBookingPage = httpRoute(
  clientRoutes.linkBookingPage,
  { deps: clientsDeps },
  async ({ params, identity, deps }) =>
    link(deps, { sub: identity.sub, id: params.id, bookingPageId: params.bookingPageId }),
);
