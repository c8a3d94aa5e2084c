import { ZCalendarList, ZCalendarListQuery } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { listCalendars as list } from '../../services/calendars/list-calendars';
import { calendarsDeps } from './deps';

export const listCalendars = httpRoute(
  { access: 'user', deps: calendarsDeps, query: ZCalendarListQuery, response: ZCalendarList },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
