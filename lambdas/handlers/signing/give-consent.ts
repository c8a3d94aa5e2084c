import { signingRoutes } from '@contracts/signing/routes';
import { httpRoute } from '../../middleware/http-route';
import { giveConsent as consent } from '../../services/documents/signing/give-consent';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

/** 204 once the disclosure is accepted (or was already). */
export const giveConsent = httpRoute(
  signingRoutes.consent,
  { deps: signingDeps },
  async ({ body, event, deps }) => {
    await consent(deps, {
      token: tokenOf(event),
      disclosureVersion: body.disclosureVersion,
      client: clientOf(event),
    });
  },
);
