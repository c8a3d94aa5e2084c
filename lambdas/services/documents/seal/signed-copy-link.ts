import { signedCopyTokenKeys } from '../../../keys/signed-copy-token';
import type { TableItem, TableKey } from '../../../ports/table';
import { hashLinkToken, newLinkToken } from '../../link-token';

/**
 * A signer's link to their sealed copy (keys: `lambdas/keys/signed-copy-token.ts`): 256 random
 * bits in the link, only their SHA-256 in the table. The link is the signer's own copy, so it
 * stays good long after signing; the file behind it is served by a short-lived presigned URL.
 */
export const SIGNED_COPY_LINK_DAYS = 90;

export const newSignedCopyToken = newLinkToken;

export const signedCopyTokenKey = (token: string): TableKey =>
  signedCopyTokenKeys.key({ hash: hashLinkToken(token) });

/**
 * The link's page in the web app (public, no account): `/signed-copy#<token>`, the token in the
 * fragment so no log holds it. The page asks the API for the file's URL and opens it.
 */
export const signedCopyPath = (token: string) => `/signed-copy#${token}`;

export interface SignedCopyTokenItem extends TableItem {
  documentId: string;
  order: number;
  createdAt: string;
  expiresAt: string;
  /** Epoch seconds; DynamoDB deletes late, so reads check `expiresAt` too. */
  ttl: number;
}

export function toSignedCopyTokenItem(
  token: string,
  input: { documentId: string; order: number; now: Date },
): SignedCopyTokenItem {
  const expires = new Date(input.now.getTime() + SIGNED_COPY_LINK_DAYS * 86_400_000);
  return {
    ...signedCopyTokenKey(token),
    documentId: input.documentId,
    order: input.order,
    createdAt: input.now.toISOString(),
    expiresAt: expires.toISOString(),
    ttl: Math.floor(expires.getTime() / 1000),
  };
}
