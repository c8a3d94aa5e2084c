/** A native (e-mail and password) account of the pool, as the recovery sign-in finds it. */
export interface SecurityAccount {
  sub: string;
  username: string;
  /** The authenticator app (TOTP) is turned on: every sign-in asks for its code. */
  totp: boolean;
}

/** The password was refused by the pool's own rules (policy, too many attempts, wrong). */
export class PasswordRefused extends Error {
  override readonly name = 'PasswordRefused';
  constructor(
    readonly reason: 'wrong' | 'policy' | 'limit',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The user pool's side of the sign-in with a recovery code (docs/decisions.md, "Recovery codes
 * stand in for a lost authenticator app"): only the recovery function has it.
 */
export interface AccountSecurity {
  /** The enabled native account that signs in with `email`; null for none (or a federated one). */
  find(email: string): Promise<SecurityAccount | null>;
  /**
   * Whether `password` is the account's: the pool's own sign-in (AdminInitiateAuth on a server
   * client of its own) taken up to its code step and never finished, so no session is made.
   * False for a wrong password; an account without the code step is never asked.
   */
  passwordHolds(username: string, password: string): Promise<boolean>;
  /** Turns the authenticator app off (AdminSetUserMFAPreference), or back on to undo that. */
  setTotp(username: string, on: boolean): Promise<void>;
}

/** The password change, with the caller's own token: no right of the function's own. */
export interface Passwords {
  /**
   * ChangePassword with the caller's own access token: the pool checks the current password and
   * its policy. Throws `PasswordRefused` when it refuses.
   */
  changePassword(accessToken: string, current: string, proposed: string): Promise<void>;
}
