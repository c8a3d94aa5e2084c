/**
 * The account service's view of users. Access tokens carry the sub but not the e-mail, and some
 * callers have no token at all (a public booking mails the page's owner), so the e-mail is looked
 * up by sub.
 *
 * With the token's `username`, a user is looked up by it first: a federated user's username is
 * not their sub.
 */
export interface UserDirectory {
  /** The user's e-mail, or null when no such user exists. */
  getEmail(sub: string, username?: string): Promise<string | null>;
  /**
   * Whether the user has an authenticator app (TOTP) turned on, so that every sign-in asks for
   * its code; false for a user who does not exist.
   */
  hasTotp(sub: string, username?: string): Promise<boolean>;
}
