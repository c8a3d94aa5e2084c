import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { connectableProviders } from '../../services/calendars/connectable-providers';
import { calendarsDeps } from './deps';

/** The providers an owner can connect on this site. */
export const listProviders = httpRoute(
  calendarRoutes.listProviders,
  { deps: calendarsDeps },
  async ({ deps }) => connectableProviders(deps),
);
