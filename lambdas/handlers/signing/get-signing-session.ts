import { ZSigningSession } from '@contracts/documents/signing';
import { httpRoute } from '../../middleware/http-route';
import { getSigningSession as get } from '../../services/documents/signing/get-signing-session';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

export const getSigningSession = httpRoute(
  { access: 'public', deps: signingDeps, response: ZSigningSession },
  async ({ event, deps }) => get(deps, { token: tokenOf(event), client: clientOf(event) }),
);
