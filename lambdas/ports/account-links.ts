/** A federated identity a pool user signs in with: the provider's name and its user id there. */
export interface LinkedIdentity {
  /** As the pool names the provider: `Google`, `Microsoft`, `LinkedIn`. */
  provider: string;
  /** The provider's id of the person (`sub`), which Cognito calls `Cognito_Subject`. */
  userId: string;
}

/** One user of the pool, as the pre sign-up trigger needs to see it. */
export interface PoolAccount {
  username: string;
  email: string;
  /**
   * Signs in with e-mail and password: not a user the pool made for a federated sign-in (whose
   * status is `EXTERNAL_PROVIDER` and whose username is `<Provider>_<id>`).
   */
  native: boolean;
  /** Sign-up confirmed (status `CONFIRMED`): not waiting for its code or a first password. */
  confirmed: boolean;
  /** Not disabled (an account being closed is disabled first). */
  enabled: boolean;
  /** The pool's `email_verified`; undefined when the user has no such attribute. */
  emailVerified?: boolean;
  /**
   * The identities in its `identities` attribute: a federated user's own provider, or the
   * providers already linked to a native user.
   */
  identities: LinkedIdentity[];
}

/** How a user's own sign-in is guarded, beyond the password. */
export interface SignInGuard {
  /** An MFA factor is turned on (an authenticator app, in this pool): sign-in asks for a code. */
  mfa: boolean;
  /** A member of the `admin` group. */
  admin: boolean;
}

/**
 * The user pool's side of "one person, one account", used by the pre sign-up trigger only: the
 * users holding an e-mail address, how an account's sign-in is guarded, and linking a provider
 * identity to an existing user.
 */
export interface AccountLinks {
  /** Users whose `email` is this address (Cognito's `email = "…"` filter); none: []. */
  findByEmail(email: string): Promise<PoolAccount[]>;
  /** AdminGetUser's MFA settings and AdminListGroupsForUser, for a user of the pool. */
  signInGuard(username: string): Promise<SignInGuard>;
  /**
   * AdminLinkProviderForUser: from now on, signing in through `provider` as `providerUserId`
   * signs in as `existingUsername` (a native user).
   */
  link(existingUsername: string, provider: string, providerUserId: string): Promise<void>;
}
