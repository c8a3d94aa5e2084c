import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { parseCertificateSecret } from '../../../../../lambdas/adapters/signing-certificate/certificate-secret';
import { createSelfSignedIdentity } from '../../../../../lambdas/adapters/signing-certificate/self-signed';
import { createSigningCertificate } from '../../../../../lambdas/adapters/signing-certificate/signing-certificate';
import type { SecretStrings } from '../../../../../lambdas/adapters/secrets-manager/secret-string';

/** For identities kept in a file: reading a secret would be a mistake. */
const noSecrets: SecretStrings = {
  read: () => Promise.reject(new Error('No secret should be read')),
};

const identity = createSelfSignedIdentity({
  commonName: 'vCISO Hub (test)',
  organization: 'vCISO Hub',
  now: new Date('2026-01-01T00:00:00Z'),
});

describe('the signing identity', () => {
  it('is a PKCS#12 bundle with an RSA key and a SHA-256 certificate, opened by its passphrase', () => {
    const der = forge.util.decode64(identity.p12);
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), identity.passphrase);
    const certBag = forge.pki.oids.certBag!;
    const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
    const certs = p12.getBags({ bagType: certBag })[certBag] ?? [];
    const keys = p12.getBags({ bagType: keyBag })[keyBag] ?? [];
    expect(certs).toHaveLength(1);
    expect(keys).toHaveLength(1);
    const cert = certs[0]!.cert!;
    expect(cert.subject.getField('CN').value).toBe('vCISO Hub (test)');
    expect(cert.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);
    expect((cert.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(cert.validity.notAfter.getUTCFullYear()).toBe(2036);
    expect(() =>
      forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), `${identity.passphrase}x`),
    ).toThrow();
  });

  it('is read from the local file the stack keeps', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'signing-certificate-'));
    const file = path.join(dir, 'signing-certificate.json');
    await writeFile(file, JSON.stringify(identity));
    const port = createSigningCertificate({ SIGNING_CERTIFICATE: `file:${file}` }, noSecrets);
    const loaded = await port.load();
    expect(Buffer.from(loaded.p12).toString('base64')).toBe(identity.p12);
    expect(loaded.passphrase).toBe(identity.passphrase);
  });

  it('is read from Secrets Manager by name once, and again after a failed read', async () => {
    const asked: string[] = [];
    let available = false;
    const secrets: SecretStrings = {
      read: async (name) => {
        asked.push(name);
        if (!available) throw new Error('Secrets Manager is unreachable');
        return JSON.stringify(identity);
      },
    };
    const port = createSigningCertificate({ SIGNING_CERTIFICATE: 'prod/signing' }, secrets);
    await expect(port.load()).rejects.toThrow(/unreachable/);
    available = true;
    expect((await port.load()).passphrase).toBe(identity.passphrase);
    await port.load();
    expect(asked).toEqual(['prod/signing', 'prod/signing']);
  });

  it('refuses a secret of another shape without echoing it', () => {
    expect(() => parseCertificateSecret('not json', 'Secret s')).toThrow(
      /Secret s does not hold JSON/,
    );
    expect(() => parseCertificateSecret('{"passphrase":"hunter2"}', 'Secret s')).toThrow(
      /Secret s is not a signing certificate: p12/,
    );
    expect(() => parseCertificateSecret('{"passphrase":"hunter2"}', 'Secret s')).not.toThrow(
      /hunter2/,
    );
  });
});
