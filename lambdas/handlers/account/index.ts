import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { accountDeps } from './deps';

export const handler = dispatchRoutes(accountDeps, {
  'GET /api/account/export': () => import('./get-data-export').then((m) => m.getDataExport),
  'POST /api/account/export': () =>
    import('./request-data-export').then((m) => m.requestDataExport),
  'POST /api/account/close': () => import('./close-account').then((m) => m.closeAccount),
  'GET /api/account/sign-ins': () => import('./list-sign-ins').then((m) => m.listSignIns),
  'POST /api/account/sign-ins/{provider}/authorize': () =>
    import('./start-sign-in-connection').then((m) => m.startSignInConnection),
  'POST /api/account/sign-ins/connect': () =>
    import('./finish-sign-in-connection').then((m) => m.finishSignInConnection),
  'DELETE /api/account/sign-ins/{provider}': () =>
    import('./disconnect-sign-in').then((m) => m.disconnectSignIn),
  'POST /api/account/mfa': () => import('./mfa-turned-on').then((m) => m.mfaTurnedOn),
  'DELETE /api/account/mfa': () => import('./mfa-turned-off').then((m) => m.mfaTurnedOff),
  'GET /api/account/recovery-codes': () =>
    import('./recovery-codes').then((m) => m.recoveryCodeStatus),
  'POST /api/account/recovery-codes': () =>
    import('./recovery-codes').then((m) => m.regenerateRecoveryCodes),
  'POST /api/account/password': () => import('./change-password').then((m) => m.changePassword),
});
