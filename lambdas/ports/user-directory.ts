/**
 * The account service's view of users. Access tokens carry the sub but not the e-mail, and some
 * callers have no token at all (a public booking mails the page's owner), so the e-mail is looked
 * up by sub.
 */
export interface UserDirectory {
  /**
   * The user's e-mail, or null when no such user exists. With the token's `username`, the user
   * is looked up by it first: a federated user's username is not their sub.
   */
  getEmail(sub: string, username?: string): Promise<string | null>;
}
