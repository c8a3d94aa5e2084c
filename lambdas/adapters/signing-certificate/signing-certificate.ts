import { readFile } from 'node:fs/promises';
import type { TLambdaEnv } from '../../config/env';
import { loadOnce } from '../../load-once';
import type { SigningCertificate, SigningIdentity } from '../../ports/signing-certificate';
import type { SecretStrings } from '../secrets-manager/secret-string';
import { parseCertificateSecret } from './certificate-secret';

/** The local stack's form of SIGNING_CERTIFICATE: a JSON file in its data folder. */
export const LOCAL_FILE_PREFIX = 'file:';

/**
 * SIGNING_CERTIFICATE = the Secrets Manager name of the identity (AWS), or `file:<path>` (the
 * local stack, which makes a self-signed one on first start). Read on first use, then kept; a
 * failed read is not kept, so the next seal tries again.
 */
export function createSigningCertificate(
  env: Pick<TLambdaEnv, 'SIGNING_CERTIFICATE'>,
  secrets: SecretStrings,
): SigningCertificate {
  const name = env.SIGNING_CERTIFICATE;
  const read = name.startsWith(LOCAL_FILE_PREFIX)
    ? () => readLocal(name.slice(LOCAL_FILE_PREFIX.length))
    : () => readSecret(secrets, name);
  return { load: loadOnce(read) };
}

async function readLocal(file: string): Promise<SigningIdentity> {
  return parseCertificateSecret(await readFile(file, 'utf8'), `The signing certificate ${file}`);
}

async function readSecret(secrets: SecretStrings, name: string): Promise<SigningIdentity> {
  return parseCertificateSecret(await secrets.read(name), `Secret ${name}`);
}
