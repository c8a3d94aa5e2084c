import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { signingDeps } from './deps';

export const handler = dispatchRoutes(signingDeps, {
  'GET /api/sign': () => import('./get-signing-session').then((m) => m.getSigningSession),
  'POST /api/sign/consent': () => import('./give-consent').then((m) => m.giveConsent),
  'POST /api/sign/sign': () => import('./sign-document').then((m) => m.signDocument),
  'POST /api/sign/decline': () => import('./decline-document').then((m) => m.declineDocument),
  'GET /api/signed-copy': () => import('./open-signed-copy').then((m) => m.openSignedCopyRoute),
});
