import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { createMeeting as create } from '../../services/calendars/create-meeting';
import { calendarsDeps } from './deps';

export const createMeeting = httpRoute(
  calendarRoutes.createMeeting,
  { deps: calendarsDeps },
  async ({ params, body, identity, deps }) =>
    create(deps, { calendarId: params.id, sub: identity.sub, meeting: body }),
);
