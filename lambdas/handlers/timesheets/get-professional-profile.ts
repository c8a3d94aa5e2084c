import { ZBillingProfile } from '@contracts/invoices/billing-profile';
import { httpRoute } from '../../middleware/http-route';
import { getBillingProfile as get } from '../../services/invoices/get-billing-profile';
import { timesheetsDeps } from './deps';

export const getBillingProfile = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZBillingProfile },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
