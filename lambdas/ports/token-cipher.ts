/**
 * Encrypts secrets kept in the table (a calendar connection's OAuth refresh token): KMS in AWS,
 * AES-256-GCM with a local key on the local stack. The ciphertext is an opaque string.
 */
export interface TokenCipher {
  encrypt(plaintext: string): Promise<string>;
  decrypt(ciphertext: string): Promise<string>;
}
