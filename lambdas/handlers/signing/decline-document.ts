import { signingRoutes } from '@contracts/signing/routes';
import { httpRoute } from '../../middleware/http-route';
import { declineDocument as decline } from '../../services/documents/signing/decline-document';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

export const declineDocument = httpRoute(
  signingRoutes.decline,
  { deps: signingDeps },
  async ({ body, event, deps, log }) =>
    decline(deps, {
      token: tokenOf(event),
      reason: body.reason,
      client: clientOf(event),
      log,
    }),
);
