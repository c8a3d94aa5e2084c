import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** Secrets read by name, as the adapters that hold a secret's name (not its value) need them. */
export interface SecretStrings {
  /** The string held by the secret `name`; fails when it holds none. */
  read(name: string): Promise<string>;
}

/** What reading a secret sends its command through: the client, or a fake in unit tests. */
export type SecretsSender = Pick<SecretsManagerClient, 'send'>;

/** Secrets Manager's client, one per container. */
export const secretsClient = processClient((region) =>
  traced(new SecretsManagerClient(clientConfig(region))),
);

/** GetSecretValue by name. */
export function createSecretStrings(secrets: SecretsSender): SecretStrings {
  return {
    async read(name) {
      const out = await secrets.send(new GetSecretValueCommand({ SecretId: name }));
      if (!out.SecretString) throw new Error(`Secret ${name} holds no string`);
      return out.SecretString;
    },
  };
}
