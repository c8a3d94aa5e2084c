import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendLetter as send } from '../../services/engagements/send-letter';
import { engagementsDeps } from './deps';

export const sendLetter = httpRoute(
  engagementRoutes.sendLetter,
  { deps: engagementsDeps },
  async ({ params, body, identity, deps }) =>
    send(deps, { sub: identity.sub, id: params.id, request: body }),
);
