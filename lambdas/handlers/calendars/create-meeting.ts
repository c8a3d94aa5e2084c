import { ZCreateMeeting, ZMeeting } from '@contracts/booking/meeting';
import { httpRoute } from '../../middleware/http-route';
import { createMeeting as create } from '../../services/calendars/create-meeting';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const createMeeting = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZCreateMeeting, response: ZMeeting, status: 201 },
  async ({ params, body, identity, deps }) =>
    create(deps, { calendarId: calendarIdOf(params), sub: identity.sub, meeting: body }),
);
