import * as z from 'zod';
import type { SigningIdentity } from '../../ports/signing-certificate';

/**
 * How the signing identity is stored, in Secrets Manager and in the local data folder alike:
 * JSON with the base64 PKCS#12 bundle and its passphrase.
 */
export const ZCertificateSecret = z.object({
  p12: z.string('p12 (base64 PKCS#12) is missing').min(1, 'p12 (base64 PKCS#12) is missing'),
  passphrase: z.string('passphrase is missing'),
});
export type TCertificateSecret = z.infer<typeof ZCertificateSecret>;

/** The identity in `text`; fails naming `source` (never echoing the secret itself). */
export function parseCertificateSecret(text: string, source: string): SigningIdentity {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} does not hold JSON of the form {"p12": "<base64>", "passphrase"}`);
  }
  const parsed = ZCertificateSecret.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${source} is not a signing certificate: ${parsed.error.issues[0]?.message}`);
  }
  return {
    p12: new Uint8Array(Buffer.from(parsed.data.p12, 'base64')),
    passphrase: parsed.data.passphrase,
  };
}
