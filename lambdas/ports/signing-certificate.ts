/**
 * The product's own document-signing identity: an RSA key and its X.509 certificate, as one
 * PKCS#12 bundle. Sealed documents carry a PDF signature made with it, so any reader can tell
 * the file is exactly as the product produced it.
 */
export interface SigningIdentity {
  /** The PKCS#12 (.p12) bytes. */
  p12: Uint8Array;
  passphrase: string;
}

export interface SigningCertificate {
  /** Read once per container and kept. */
  load(): Promise<SigningIdentity>;
}
