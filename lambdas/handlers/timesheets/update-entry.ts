import { ZSaveTimeEntry, ZTimeEntry } from '@contracts/timesheets/entry';
import { httpRoute } from '../../middleware/http-route';
import { updateEntry as update } from '../../services/timesheets/update-entry';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { entryIdOf } from './path-params';

export const updateEntry = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZSaveTimeEntry, response: ZTimeEntry },
  async ({ params, body, identity, deps }) =>
    update(deps, {
      calendarId: calendarIdOf(params),
      entryId: entryIdOf(params),
      sub: identity.sub,
      entry: body,
    }),
);
