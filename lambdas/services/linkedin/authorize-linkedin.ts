import {
  linkedInProfileMessages,
  type TLinkedInAuthorize,
} from '@contracts/applications/linkedin-profile';
import { notConfigured } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { LinkedIn, LinkedInClient } from '../../ports/linkedin';
import type { Table } from '../../ports/table';
import { codeChallenge, pkceAuthorizeUrl, randomToken } from '../booking-pages/oauth-request';
import { toLinkedInStateItem } from './linkedin-state-item';

/** What "Quick Fill" asks of LinkedIn: an OpenID Connect sign-in for the profile, nothing more. */
export const LINKEDIN_SCOPE = 'openid profile email';

/** LinkedIn's consent screen for this flow: authorization code with PKCE (S256). */
export const linkedInAuthorizeUrl = (
  client: LinkedInClient,
  flow: { state: string; codeChallenge: string },
): string => pkceAuthorizeUrl(client, { ...flow, scope: LINKEDIN_SCOPE });

/**
 * Starts "Quick Fill with LinkedIn" for the signed-in caller, whatever account they signed in
 * with: a random single-use `state` is stored with the caller's sub and the PKCE verifier for 10
 * minutes, and the answer is LinkedIn's consent screen, for the browser to go to. Without LinkedIn
 * credentials in this deployment it answers a plain 503 instead.
 */
export async function authorizeLinkedIn(
  deps: { table: Pick<Table, 'create'>; clock: Clock; linkedIn: LinkedIn },
  input: { sub: string },
): Promise<TLinkedInAuthorize> {
  const client = deps.linkedIn.client();
  if (!client) throw notConfigured(linkedInProfileMessages.notConfigured);
  const state = randomToken();
  const codeVerifier = randomToken();
  await deps.table.create(
    toLinkedInStateItem(state, { userId: input.sub, codeVerifier }, deps.clock.now()),
    linkedInProfileMessages.startFailed,
  );
  return {
    url: linkedInAuthorizeUrl(client, { state, codeChallenge: codeChallenge(codeVerifier) }),
  };
}
