/**
 * The kinds of sealed token, each its own encryption context (`{ purpose: <kind> }` in KMS, the
 * additional authenticated data locally): a ciphertext of one kind does not open as another, and
 * each function's IAM policy may encrypt or decrypt only its own kinds
 * (`tokenCipher` in each function's `access.ts`).
 */
export const TOKEN_KINDS = [
  /** A Google or Microsoft connection's OAuth refresh token, stored on the connection. */
  'calendar-refresh-token',
  /** A signer's link token, kept on its workflow step and carried by `SignatureRequested`. */
  'signing-link',
  /** A client's approval-link token, carried by `TimesheetApprovalRequested` to its mail. */
  'timesheet-approval-link',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * Encrypts secrets kept in the table or in events: KMS in AWS, AES-256-GCM with a local key on the
 * local stack. The ciphertext is an opaque string, bound to its kind.
 */
export interface TokenCipher {
  encrypt(kind: TokenKind, plaintext: string): Promise<string>;
  decrypt(kind: TokenKind, ciphertext: string): Promise<string>;
}
