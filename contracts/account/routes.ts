import { defineRoutes } from '../route';
import { ZChangePasswordRequest, ZRecoveryCodes, ZRecoveryCodeStatus } from './account-security';
import { ZCloseAccount, ZClosingAccount } from './close-account';
import {
  ZConnectedSignIns,
  ZConnectSignIn,
  ZSignInAuthorize,
  ZSignInConnected,
  ZSignInProviderParams,
} from './connected-sign-ins';
import { ZDataExport } from './data-export';

/**
 * The person's own account. Each security change (a sign-in connected or disconnected, the
 * authenticator app on or off, new recovery codes, the password) is mailed to the account. The
 * sign-in with a recovery code in place of a lost app is anonymous: an area of its own (recovery).
 */
export const accountRoutes = defineRoutes('account', {
  // The person's own data: one archive of all of it, and closing the account.
  getExport: {
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    summary: 'The latest archive of all the account holds, if any, with a fresh download link',
    response: ZDataExport,
  },
  requestExport: {
    method: 'POST',
    path: '/api/account/export',
    access: 'user',
    summary: 'Asks for a new archive of all the account holds (after a recent sign-in)',
    response: ZDataExport,
    status: 202,
  },
  close: {
    method: 'POST',
    path: '/api/account/close',
    access: 'user',
    summary: 'Closes the account, its e-mail typed again (after a recent sign-in)',
    body: ZCloseAccount,
    response: ZClosingAccount,
    status: 202,
  },
  // Connected sign-ins: the Google, Microsoft and LinkedIn sign-ins that open the account, listed,
  // connected (the provider's screen, then the code it sent back) and disconnected.
  listSignIns: {
    method: 'GET',
    path: '/api/account/sign-ins',
    access: 'user',
    summary: 'Each sign-in provider: whether it is offered here and connected to the account',
    response: ZConnectedSignIns,
  },
  startSignInConnection: {
    method: 'POST',
    path: '/api/account/sign-ins/{provider}/authorize',
    access: 'user',
    summary: 'The sign-in screen of the provider, to connect it to the account',
    params: ZSignInProviderParams,
    response: ZSignInAuthorize,
  },
  finishSignInConnection: {
    method: 'POST',
    path: '/api/account/sign-ins/connect',
    access: 'user',
    summary: 'Connects the provider from the code and state it sent back (502 when it refuses)',
    body: ZConnectSignIn,
    response: ZSignInConnected,
  },
  disconnectSignIn: {
    method: 'DELETE',
    path: '/api/account/sign-ins/{provider}',
    access: 'user',
    summary: 'Disconnects a provider: it no longer opens the account',
    params: ZSignInProviderParams,
  },
  // Account security: the authenticator app turned on (its recovery codes, shown once) and off,
  // the codes' count and a new set, and the password change.
  mfaTurnedOn: {
    method: 'POST',
    path: '/api/account/mfa',
    access: 'user',
    summary: 'The authenticator app is on: its first recovery codes, shown this once',
    response: ZRecoveryCodes,
    status: 201,
  },
  mfaTurnedOff: {
    method: 'DELETE',
    path: '/api/account/mfa',
    access: 'user',
    summary: 'The authenticator app is off: its recovery codes dropped',
  },
  recoveryCodeStatus: {
    method: 'GET',
    path: '/api/account/recovery-codes',
    access: 'user',
    summary: 'When the recovery codes were made and how many are left (never the codes)',
    response: ZRecoveryCodeStatus,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/account/recovery-codes',
    access: 'user',
    summary:
      'A new set of recovery codes in place of the old, shown this once (after a recent sign-in)',
    response: ZRecoveryCodes,
    status: 201,
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    access: 'user',
    summary: 'Changes the password, the current one given',
    body: ZChangePasswordRequest,
  },
});
