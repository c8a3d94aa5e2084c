import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { signingDeps } from './deps';

export const handler = dispatchRoutes(signingDeps, {
  'GET /api/sign/{token}': () => import('./get-signing-session').then((m) => m.getSigningSession),
  'POST /api/sign/{token}/consent': () => import('./give-consent').then((m) => m.giveConsent),
  'POST /api/sign/{token}/sign': () => import('./sign-document').then((m) => m.signDocument),
  'POST /api/sign/{token}/decline': () =>
    import('./decline-document').then((m) => m.declineDocument),
  'GET /api/signed-copy/{token}': () =>
    import('./open-signed-copy').then((m) => m.openSignedCopyRoute),
});
