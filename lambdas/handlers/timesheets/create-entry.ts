import { ZSaveTimeEntry, ZTimeEntry } from '@contracts/timesheets/entry';
import { httpRoute } from '../../middleware/http-route';
import { createEntry as create } from '../../services/timesheets/create-entry';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const createEntry = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZSaveTimeEntry, response: ZTimeEntry, status: 201 },
  async ({ params, body, identity, deps }) =>
    create(deps, { calendarId: calendarIdOf(params), sub: identity.sub, entry: body }),
);
