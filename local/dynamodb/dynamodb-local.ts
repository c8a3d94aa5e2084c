import { mkdir } from 'node:fs/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawnChild, type Child } from '../child-process';
import { localConfig } from '../config';
import type { Log } from '../log';
import { waitUntil } from '../wait';
import { ensureEmulator, jarPath } from './emulator';

export interface DynamoDbLocal {
  child: Child;
  endpoint: string;
  client: DynamoDBClient;
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: localConfig.region,
    credentials: localConfig.credentials,
    maxAttempts: 2,
  });
}

/**
 * Amazon's own DynamoDB Local, so conditional writes, transactions and GSIs behave as in AWS.
 * `-sharedDb` makes the data independent of the caller's region and keys; `-disableTelemetry`
 * because the jar otherwise tries to phone home, which only delays start-up offline.
 */
export async function startDynamoDbLocal(opts: { port: number; dbDir: string; log: Log }): Promise<DynamoDbLocal> {
  const emulator = await ensureEmulator(opts.log);
  await mkdir(opts.dbDir, { recursive: true });
  const child = spawnChild({
    name: 'dynamodb',
    command: 'java',
    args: [
      `-Djava.library.path=${emulator}/DynamoDBLocal_lib`,
      '-jar',
      jarPath(emulator),
      '-sharedDb',
      '-disableTelemetry',
      '-dbPath',
      opts.dbDir,
      '-port',
      String(opts.port),
    ],
    cwd: emulator,
    env: process.env,
    log: opts.log,
    ignore: /^(Port:|InMemory:|Version:|DbPath:|SharedDb:|shouldDelayTransientStatuses:|CorsParams:|Initializing DynamoDB Local with the following configuration:)/,
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = dynamoClient(endpoint);
  try {
    await waitUntil(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { abort: child.exited },
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, endpoint, client };
}
