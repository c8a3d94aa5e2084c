import { signingRoutes } from '@contracts/signing/routes';
import { httpRoute } from '../../middleware/http-route';
import { getSigningSession as get } from '../../services/documents/signing/get-signing-session';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

export const getSigningSession = httpRoute(
  signingRoutes.getSession,
  { deps: signingDeps },
  async ({ event, deps }) => get(deps, { token: tokenOf(event), client: clientOf(event) }),
);
