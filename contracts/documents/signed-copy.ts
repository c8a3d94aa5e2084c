import * as z from 'zod';

/**
 * A signer's personal link to the sealed copy, from the completion mail: `/signed-copy#<token>`
 * (public, no account). `GET /api/signed-copy` with the token in its header answers a
 * short-lived download URL, and the page sends the browser there.
 */

export const signedCopyMessages = {
  /** 404: forged, replaced, or its document was deleted. */
  invalid:
    'This download link is not valid. Please use the link from your most recent e-mail, or ask the sender for a copy.',
  /** 410: the link ran out of time. */
  expired:
    'This download link has expired. Please ask the sender for a copy of the signed document.',
  loadFailed: 'Failed to download document',
} as const;

/** The presigned download of the sealed file (valid for `SIGNED_URL_SECONDS`). */
export const ZSignedCopyLink = z.object({ url: z.string() });
export type TSignedCopyLink = z.infer<typeof ZSignedCopyLink>;
