import { httpRoute } from '../../middleware/http-route';
import { deleteEntry as remove } from '../../services/timesheets/delete-entry';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { entryIdOf } from './path-params';

export const deleteEntry = httpRoute(
  { access: 'user', deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    remove(deps, {
      calendarId: calendarIdOf(params),
      entryId: entryIdOf(params),
      sub: identity.sub,
    }),
);
