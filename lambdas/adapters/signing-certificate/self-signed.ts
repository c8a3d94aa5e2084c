import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { TCertificateSecret } from './certificate-secret';

export interface SelfSignedOptions {
  commonName: string;
  organization: string;
  /** Validity in years from `now`. */
  years?: number;
  now?: Date;
}

/**
 * A new signing identity with a self-signed certificate (2048-bit RSA, SHA-256), in the stored
 * form. Readers show such a signature as intact but from an unknown issuer: right for a machine
 * of one's own; a deployment stores a certificate from a trusted authority instead.
 */
export function createSelfSignedIdentity(options: SelfSignedOptions): TCertificateSecret {
  const now = options.now ?? new Date();
  // Node makes the key natively; forge only builds the certificate and the PKCS#12 around it.
  const { privateKey: pem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);

  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // Positive, random serial (the leading 0 keeps the DER integer positive).
  cert.serialNumber = `00${randomBytes(16).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + (options.years ?? 10));
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: options.organization },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());

  const passphrase = randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: options.commonName,
  });
  const der = forge.asn1.toDer(p12).getBytes();
  return { p12: Buffer.from(der, 'binary').toString('base64'), passphrase };
}
