import { ADMIN_MFA_REQUIRED_CODE, adminAccessMessages } from '@contracts/system/admin-access';

/**
 * What the admin guard does with the server's refusal of `GET /api/admin/access`. Both MFA
 * answers share their code (403 `mfa_required`) and differ by their message:
 * - `addAuthenticator`: the account has no authenticator app; Account Security adds one.
 * - `signInWithCode`: the session began with Google, Microsoft or LinkedIn, which ask for no
 *   code; only a sign-in with e-mail, password and code opens the admin screens, so adding an
 *   app would not help.
 * - `denied`: anything else.
 */
export type AdminRefusal = 'addAuthenticator' | 'signInWithCode' | 'denied';

export function adminRefusal(error: unknown): AdminRefusal {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== ADMIN_MFA_REQUIRED_CODE) return 'denied';
  return message === adminAccessMessages.signInRequired ? 'signInWithCode' : 'addAuthenticator';
}
