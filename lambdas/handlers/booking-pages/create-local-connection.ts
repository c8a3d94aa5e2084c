import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { createLocalConnection as create } from '../../services/booking-pages/create-local-connection';
import { bookingPagesDeps } from './deps';

export const createLocalConnection = httpRoute(
  bookingPageRoutes.createLocalConnection,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    create(deps, { bookingPageId: params.id, sub: identity.sub, name: body.name }),
);
