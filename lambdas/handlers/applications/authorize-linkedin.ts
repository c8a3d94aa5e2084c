import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { authorizeLinkedIn as authorize } from '../../services/linkedin/authorize-linkedin';
import { applicationsDeps } from './deps';

/** `{ url }`: LinkedIn's consent screen for the caller's "Quick Fill with LinkedIn". */
export const authorizeLinkedIn = httpRoute(
  applicationRoutes.authorizeLinkedIn,
  { deps: applicationsDeps },
  async ({ identity, deps }) => authorize(deps, { sub: identity.sub }),
);
