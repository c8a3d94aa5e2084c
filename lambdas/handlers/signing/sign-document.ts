import {
  ZSignSubmission,
  ZSigningOutcome,
  MAX_DRAWN_SIGNATURE,
} from '@contracts/documents/signing';
import { httpRoute } from '../../middleware/http-route';
import { signDocument as sign } from '../../services/documents/signing/sign-document';
import { signingDeps } from './deps';
import { clientOf, tokenOf } from './request-of';

export const signDocument = httpRoute(
  {
    access: 'public',
    deps: signingDeps,
    body: ZSignSubmission,
    response: ZSigningOutcome,
    // A drawn signature plus the text fields.
    maxBodyBytes: MAX_DRAWN_SIGNATURE + 128 * 1024,
  },
  async ({ body, event, deps, log }) =>
    sign(deps, { token: tokenOf(event), submission: body, client: clientOf(event), log }),
);
