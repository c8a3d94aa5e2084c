import { ZLinkedInProfile } from '@contracts/applications/linkedin-profile';
import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import {
  getLinkedInProfile as profileOf,
  LinkedInRefusal,
} from '../../services/linkedin/get-linkedin-profile';
import { applicationsDeps } from './deps';

/**
 * The LinkedIn profile for the caller's form, from the code and state LinkedIn sent back. Never
 * stored, nor kept by a cache. LinkedIn refusing is a 502 in the API's error shape, with a plain
 * message (the error middleware answers every other 5xx as a bare 500).
 */
export const getLinkedInProfile = httpRoute(
  applicationRoutes.getLinkedInProfile,
  { deps: applicationsDeps },
  async ({ body, identity, deps, log }) => {
    try {
      const profile = await profileOf(deps, { sub: identity.sub, ...body });
      return respond({
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        body: JSON.stringify(ZLinkedInProfile.parse(profile)),
      });
    } catch (error) {
      if (!(error instanceof LinkedInRefusal)) throw error;
      log.warn('LinkedIn refused the profile', {
        reason: error.failure.message,
        status: error.failure.status,
      });
      return respond({
        statusCode: 502,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: { code: 'linkedin_refused', message: error.message } }),
      });
    }
  },
);
