import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { unlinkBookingPage as unlink } from '../../services/engagements/engagement-pages';
import { engagementsDeps } from './deps';

export const unlinkBookingPage = httpRoute(
  engagementRoutes.unlinkBookingPage,
  { deps: engagementsDeps },
  async ({ params, identity, deps }) =>
    unlink(deps, { sub: identity.sub, id: params.id, bookingPageId: params.bookingPageId }),
);
