import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteConnection as remove } from '../../services/booking-pages/delete-connection';
import { bookingPagesDeps } from './deps';

export const deleteConnection = httpRoute(
  bookingPageRoutes.deleteConnection,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps, log }) => {
    const { table, calendarProviders, tokenCipher } = deps;
    await remove(
      { table, calendarProviders, tokenCipher, log },
      { bookingPageId: params.id, connectionId: params.connectionId, sub: identity.sub },
    );
  },
);
