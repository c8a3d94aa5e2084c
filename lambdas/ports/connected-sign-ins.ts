/** A provider identity linked to a pool user: one entry of the user's `identities` attribute. */
export interface ConnectedIdentity {
  /** As the pool names the provider: `Google`, `Microsoft`, `LinkedIn`. */
  provider: string;
  /** The provider's id of the person (`sub`), which the pool calls `Cognito_Subject`. */
  userId: string;
  /** When it was linked, when the pool says (`dateCreated`). */
  connectedAt?: Date;
}

/** What "Connected sign-ins" reads of one pool user. */
export interface SignInAccount {
  /** An e-mail/password user, not one the pool made for a federated sign-in. */
  native: boolean;
  identities: ConnectedIdentity[];
}

/**
 * The identity is already someone's in the pool: linked to another user, or a user of its own
 * (Cognito refuses to merge one). Nothing was changed.
 */
export class SignInTaken extends Error {
  override readonly name = 'SignInTaken';
}

/**
 * The user pool's side of "Connected sign-ins": the identities a user signs in with, linking one
 * (AdminLinkProviderForUser) and removing one (AdminDisableProviderForUser).
 */
export interface ConnectedSignIns {
  /** AdminGetUser by username; undefined when there is no such user. */
  read(username: string): Promise<SignInAccount | undefined>;
  /**
   * From now on, signing in through `provider` as `providerUserId` signs in as `username` (a
   * native user). Throws SignInTaken when the identity is already someone's.
   */
  link(username: string, provider: string, providerUserId: string): Promise<void>;
  /** The identity no longer signs in to the user it was linked to. */
  unlink(provider: string, providerUserId: string): Promise<void>;
}
