import { ZCalendarProviders } from '@contracts/booking/connection';
import { httpRoute } from '../../middleware/http-route';
import { connectableProviders } from '../../services/calendars/connectable-providers';
import { calendarsDeps } from './deps';

/** The providers an owner can connect on this site. */
export const listProviders = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZCalendarProviders },
  async ({ deps }) => connectableProviders(deps),
);
