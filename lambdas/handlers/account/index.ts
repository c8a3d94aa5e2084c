import { accountRoutes } from '@contracts/account/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { accountDeps } from './deps';

export const handler = dispatchRoutes(accountDeps, accountRoutes, {
  getExport: () => import('./get-data-export').then((m) => m.getDataExport),
  requestExport: () => import('./request-data-export').then((m) => m.requestDataExport),
  close: () => import('./close-account').then((m) => m.closeAccount),
  listSignIns: () => import('./list-sign-ins').then((m) => m.listSignIns),
  startSignInConnection: () =>
    import('./start-sign-in-connection').then((m) => m.startSignInConnection),
  finishSignInConnection: () =>
    import('./finish-sign-in-connection').then((m) => m.finishSignInConnection),
  disconnectSignIn: () => import('./disconnect-sign-in').then((m) => m.disconnectSignIn),
  mfaTurnedOn: () => import('./mfa-turned-on').then((m) => m.mfaTurnedOn),
  mfaTurnedOff: () => import('./mfa-turned-off').then((m) => m.mfaTurnedOff),
  recoveryCodeStatus: () => import('./recovery-codes').then((m) => m.recoveryCodeStatus),
  regenerateRecoveryCodes: () => import('./recovery-codes').then((m) => m.regenerateRecoveryCodes),
  changePassword: () => import('./change-password').then((m) => m.changePassword),
});
