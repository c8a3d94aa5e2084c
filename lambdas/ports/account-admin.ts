/** The user pool's side of closing an account: only the account closure consumer has it. */
export interface AccountAdmin {
  /** No more sign-ins, and every refresh token the user holds is revoked. */
  disable(username: string): Promise<void>;
  /** The user is deleted from the pool; one already gone is not an error. */
  remove(username: string): Promise<void>;
}
