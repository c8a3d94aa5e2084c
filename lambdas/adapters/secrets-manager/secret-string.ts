import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

const clients = new Map<string, SecretsManagerClient>();

/**
 * The string held by the Secrets Manager secret `name`; fails when it holds none. Its callers
 * import this module on their first read (`import()`), so a function whose requests read no
 * secret never evaluates the Secrets Manager client.
 */
export async function readSecretString(region: string, name: string): Promise<string> {
  let client = clients.get(region);
  if (!client) clients.set(region, (client = new SecretsManagerClient({ region })));
  const out = await client.send(new GetSecretValueCommand({ SecretId: name }));
  if (!out.SecretString) throw new Error(`Secret ${name} holds no string`);
  return out.SecretString;
}
