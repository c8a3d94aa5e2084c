import { ZBillingSettingsView } from '@contracts/timesheets/billing';
import { httpRoute } from '../../middleware/http-route';
import { getBilling as get } from '../../services/timesheets/get-billing';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const getBilling = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZBillingSettingsView },
  async ({ params, identity, deps }) =>
    get(deps, { calendarId: calendarIdOf(params), sub: identity.sub }),
);
