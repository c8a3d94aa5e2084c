/** Where a signer's request came from, recorded with each step of the signing as evidence. */
export interface SignerClient {
  ip: string;
  userAgent: string;
}
