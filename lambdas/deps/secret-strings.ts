import type { SecretStrings } from '../adapters/secrets-manager/secret-string';
import { importedOnFirstCall } from './imported-on-first-call';

/** What a port that reads secrets brings into a bundle. */
export const secretsSdkClients = ['@aws-sdk/client-secrets-manager'];

/**
 * Secrets Manager in the function's region, its client imported on the first secret read: the
 * ports that read secrets do so once per container, and only on some routes.
 */
export const secretStringsIn = (region: string): SecretStrings =>
  importedOnFirstCall(async () => {
    const { createSecretStrings, secretsClient } =
      await import('../adapters/secrets-manager/secret-string');
    return createSecretStrings(secretsClient(region));
  });
