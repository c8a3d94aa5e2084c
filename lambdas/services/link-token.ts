import { createHash, randomBytes } from 'node:crypto';

/**
 * A personal link's secret (cancel, signing, signed-copy links): 32 random bytes, base64url. The
 * table keeps only its SHA-256 (hex), so a leaked table opens nothing.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
