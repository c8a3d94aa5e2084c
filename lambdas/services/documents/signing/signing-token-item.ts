import { SIGNING_LINK_DAYS } from '@contracts/documents/signing';
import { linkExpiryKeys } from '../../../keys/link-expiry';
import { signingTokenKeys } from '../../../keys/signing-token';
import type { TableItem, TableKey } from '../../../ports/table';
import { hashLinkToken, newLinkToken } from '../../link-token';

/**
 * How a signer's personal link is stored (keys: `lambdas/keys/signing-token.ts`). The link
 * carries 32 random bytes; the table keeps only their SHA-256, so a copy of the table opens no
 * document. Signing or declining marks the item used, and a document leaving signing marks the
 * other signers' links closed, rather than deleting them, so each holder is told what became of
 * their link (not that it never existed) until the item expires by `ttl`.
 */

/** 32 random bytes, base64url: the secret part of `/sign#<token>`. */
export const newSigningToken = newLinkToken;

export const hashSigningToken = hashLinkToken;

export const signingTokenKey = (hash: string): TableKey => signingTokenKeys.key({ hash });

export interface SigningTokenItem extends TableItem {
  documentId: string;
  order: number;
  createdAt: string;
  expiresAt: string;
  /** Epoch seconds of `expiresAt`. DynamoDB deletes late, so reads check it too. */
  ttl: number;
  /** Set once, by the signature or refusal that used the link. */
  usedAt?: string;
  /** Set when the document left signing while this signer had not answered. */
  closedAt?: string;
}

/**
 * A fresh link for one step, working `days` days: the raw token (for the mail only) and the item
 * holding its hash.
 */
export function issueSigningToken(
  step: { documentId: string; order: number },
  now: Date,
  days: number = SIGNING_LINK_DAYS,
): { token: string; hash: string; item: SigningTokenItem } {
  const token = newSigningToken();
  const hash = hashSigningToken(token);
  const expires = new Date(now.getTime() + days * 86_400_000);
  return {
    token,
    hash,
    item: {
      ...signingTokenKey(hash),
      documentId: step.documentId,
      order: step.order,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      ttl: Math.floor(expires.getTime() / 1000),
    },
  };
}

export const isSigningTokenItem = (item: TableItem | undefined): item is SigningTokenItem =>
  !!item &&
  typeof item.documentId === 'string' &&
  typeof item.order === 'number' &&
  typeof item.ttl === 'number' &&
  typeof item.expiresAt === 'string';

export const isExpired = (item: SigningTokenItem, now: Date): boolean =>
  item.ttl <= now.getTime() / 1000;

/** The expiry sweep's entry for a link (keys: `lambdas/keys/link-expiry.ts`). */
export interface LinkExpiryItem extends TableItem {
  documentId: string;
  order: number;
  expiresAt: string;
}

export const toLinkExpiryItem = (
  token: Pick<SigningTokenItem, 'documentId' | 'order' | 'expiresAt'>,
): LinkExpiryItem => ({
  ...linkExpiryKeys.key({
    expiresAt: token.expiresAt,
    documentId: token.documentId,
    order: String(token.order),
  }),
  documentId: token.documentId,
  order: token.order,
  expiresAt: token.expiresAt,
});
