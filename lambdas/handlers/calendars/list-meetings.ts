import { ZMeetingList, ZMeetingListQuery } from '@contracts/booking/meeting';
import { httpRoute } from '../../middleware/http-route';
import { listMeetings as list } from '../../services/calendars/list-meetings';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const listMeetings = httpRoute(
  { access: 'user', deps: calendarsDeps, query: ZMeetingListQuery, response: ZMeetingList },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: calendarIdOf(params), sub: identity.sub, query }),
);
