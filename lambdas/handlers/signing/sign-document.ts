import { signingRoutes } from '@contracts/signing/routes';
import { httpRoute } from '../../middleware/http-route';
import { signDocument as sign } from '../../services/documents/signing/sign-document';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

export const signDocument = httpRoute(
  signingRoutes.sign,
  { deps: signingDeps },
  async ({ body, event, deps, log }) =>
    sign(deps, { token: tokenOf(event), submission: body, client: clientOf(event), log }),
);
