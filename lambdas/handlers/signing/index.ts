import { signingRoutes } from '@contracts/signing/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { signingDeps } from './deps';

export const handler = dispatchRoutes(signingDeps, signingRoutes, {
  getSession: () => import('./get-signing-session').then((m) => m.getSigningSession),
  consent: () => import('./give-consent').then((m) => m.giveConsent),
  sign: () => import('./sign-document').then((m) => m.signDocument),
  decline: () => import('./decline-document').then((m) => m.declineDocument),
  signedCopy: () => import('./open-signed-copy').then((m) => m.openSignedCopyRoute),
});
