import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { listMeetings as list } from '../../services/calendars/list-meetings';
import { calendarsDeps } from './deps';

export const listMeetings = httpRoute(
  calendarRoutes.listMeetings,
  { deps: calendarsDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: params.id, sub: identity.sub, query }),
);
