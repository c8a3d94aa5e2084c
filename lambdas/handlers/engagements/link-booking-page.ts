import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { linkBookingPage as link } from '../../services/engagements/engagement-pages';
import { engagementsDeps } from './deps';

export const linkBookingPage = httpRoute(
  engagementRoutes.linkBookingPage,
  { deps: engagementsDeps },
  async ({ params, identity, deps }) =>
    link(deps, { sub: identity.sub, id: params.id, bookingPageId: params.bookingPageId }),
);
