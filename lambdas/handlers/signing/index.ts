import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { declineDocument } from './decline-document';
import { getSigningSession } from './get-signing-session';
import { giveConsent } from './give-consent';
import { openSignedCopyRoute } from './open-signed-copy';
import { signDocument } from './sign-document';

export const handler = dispatchRoutes({
  'GET /api/sign/{token}': getSigningSession,
  'POST /api/sign/{token}/consent': giveConsent,
  'POST /api/sign/{token}/sign': signDocument,
  'POST /api/sign/{token}/decline': declineDocument,
  'GET /api/signed-copy/{token}': openSignedCopyRoute,
});
