import { applicationMessages } from '@contracts/applications/application';
import { applicationRoutes, ZApplicationId } from '@contracts/applications/routes';
import { notFound } from '../../errors';
import { httpRoute } from '../../middleware/http-route';
import { proposeMatch as propose } from '../../services/applications/propose-match';
import { applicationsDeps } from './deps';

export const proposeMatch = httpRoute(
  applicationRoutes.proposeMatch,
  { deps: applicationsDeps },
  async ({ params, body, identity, deps }) => {
    // The candidate is an application too: an id that cannot exist is not found, as in the path.
    const candidateId = ZApplicationId.safeParse(body.candidateId);
    if (!candidateId.success) throw notFound(applicationMessages.notFound);
    return propose(deps, { roleId: params.id, candidateId: candidateId.data, sub: identity.sub });
  },
);
