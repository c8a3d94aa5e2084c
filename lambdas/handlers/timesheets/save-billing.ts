import { ZBillingSettings, ZBillingSettingsView } from '@contracts/timesheets/billing';
import { httpRoute } from '../../middleware/http-route';
import { saveBilling as save } from '../../services/timesheets/save-billing';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const saveBilling = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZBillingSettings, response: ZBillingSettingsView },
  async ({ params, body, identity, deps }) =>
    save(deps, {
      calendarId: calendarIdOf(params),
      sub: identity.sub,
      username: identity.username,
      settings: body,
    }),
);
