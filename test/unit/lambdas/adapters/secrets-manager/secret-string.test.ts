import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { createSecretStrings } from '../../../../../lambdas/adapters/secrets-manager/secret-string';
import { fakeSdkClient } from '../../support/fake-sdk-client';

describe('a secret read from Secrets Manager', () => {
  it('asks for the secret by name and answers its string', async () => {
    const { client, sent } = fakeSdkClient<SecretsManagerClient>(() => ({
      Name: 'google',
      SecretString: 'client-secret',
    }));
    expect(await createSecretStrings(client).read('google')).toBe('client-secret');
    expect(sent[0]).toBeInstanceOf(GetSecretValueCommand);
    expect(sent[0]!.input).toEqual({ SecretId: 'google' });
  });

  it('fails for a secret that holds no string, or one Secrets Manager does not have', async () => {
    const { client } = fakeSdkClient<SecretsManagerClient>((command) => {
      if (command.input.SecretId === 'binary')
        return { Name: 'binary', SecretBinary: new Uint8Array([1, 2]) };
      throw new ResourceNotFoundException({
        message: 'Secrets Manager can’t find the specified secret.',
        $metadata: { httpStatusCode: 400 },
      });
    });
    const secrets = createSecretStrings(client);
    await expect(secrets.read('binary')).rejects.toThrow(/Secret binary holds no string/);
    await expect(secrets.read('gone')).rejects.toBeInstanceOf(ResourceNotFoundException);
  });
});
