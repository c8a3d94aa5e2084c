import { ZCalendarList } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { listCalendars as list } from '../../services/calendars/list-calendars';
import { calendarsDeps } from './deps';

export const listCalendars = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZCalendarList },
  async ({ identity, deps }) => list(deps, { sub: identity.sub }),
);
