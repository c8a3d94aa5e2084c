import { ZTimeEntryDetail } from '@contracts/timesheets/entry';
import { httpRoute } from '../../middleware/http-route';
import { getEntry as get } from '../../services/timesheets/get-entry';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { entryIdOf } from './path-params';

export const getEntry = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZTimeEntryDetail },
  async ({ params, identity, deps }) =>
    get(deps, { calendarId: calendarIdOf(params), entryId: entryIdOf(params), sub: identity.sub }),
);
