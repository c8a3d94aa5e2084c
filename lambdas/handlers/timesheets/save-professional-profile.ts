import { ZBillingProfile } from '@contracts/invoices/billing-profile';
import { httpRoute } from '../../middleware/http-route';
import { saveBillingProfile as save } from '../../services/invoices/save-billing-profile';
import { timesheetsDeps } from './deps';

export const saveBillingProfile = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZBillingProfile, response: ZBillingProfile },
  async ({ body, identity, deps }) => save(deps, { sub: identity.sub, profile: body }),
);
