import { ZLinkedInAuthorize } from '@contracts/applications/linkedin-profile';
import { httpRoute } from '../../middleware/http-route';
import { authorizeLinkedIn as authorize } from '../../services/linkedin/authorize-linkedin';
import { applicationsDeps } from './deps';

/** `{ url }`: LinkedIn's consent screen for the caller's "Quick Fill with LinkedIn". */
export const authorizeLinkedIn = httpRoute(
  { access: 'user', deps: applicationsDeps, response: ZLinkedInAuthorize },
  async ({ identity, deps }) => authorize(deps, { sub: identity.sub }),
);
