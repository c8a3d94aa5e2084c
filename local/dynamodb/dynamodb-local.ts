import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawnChild, type Child } from '../child-process';
import { localConfig } from '../config';
import type { Log } from '../log';
import { waitUntil } from '../wait';
import { ensureEmulator, jarPath } from './emulator';
import { emulatorClassPath, ensureLoopbackLauncher, launcherClass } from './loopback-launcher';

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
 * Runs `java "$@"` and stops it when our end of its stdin pipe closes, which happens however we
 * die, SIGKILL included. Without this a crashed test run or a closed terminal leaves a JVM holding
 * the port and hundreds of megabytes. On SIGTERM the shell waits for Java to finish shutting down,
 * then exits with Java's status, so a crash still shows as one. (fd 3: a background job's stdin is
 * /dev/null, so the watcher reads a copy of ours.)
 */
const watchdog = `trap 'kill $child 2>/dev/null' TERM INT HUP
exec 3<&0
java "$@" </dev/null &
child=$!
{ cat <&3 >/dev/null; kill $child 2>/dev/null; } &
while :; do wait $child; status=$?; kill -0 $child 2>/dev/null || exit $status; done`;

/**
 * Amazon's own DynamoDB Local, so conditional writes, transactions and GSIs behave as in AWS.
 * `-sharedDb` makes the data independent of the caller's region and keys; `-disableTelemetry`
 * because the jar otherwise tries to phone home, which only delays start-up offline. Started
 * through `LoopbackDynamoDbLocal`, so that, like every local service, it listens on 127.0.0.1 only.
 */
export async function startDynamoDbLocal(opts: {
  port: number;
  dbDir: string;
  log: Log;
}): Promise<DynamoDbLocal> {
  const emulator = await ensureEmulator(opts.log);
  const launcher = await ensureLoopbackLauncher(emulator, opts.log);
  await mkdir(opts.dbDir, { recursive: true });
  const child = spawnChild({
    name: 'dynamodb',
    command: 'sh',
    args: [
      '-c',
      watchdog,
      'dynamodb-local',
      // A small server that lives minutes to hours: the C1 compiler alone and the serial GC make
      // the JVM ready 2-3 times sooner on a busy 2-core machine, with no difference felt later.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${emulator}/DynamoDBLocal_lib`,
      ...(launcher
        ? ['-cp', `${emulatorClassPath(emulator)}${path.delimiter}${launcher}`, launcherClass]
        : ['-jar', jarPath(emulator)]),
      '-sharedDb',
      '-disableTelemetry',
      '-dbPath',
      opts.dbDir,
      '-port',
      String(opts.port),
    ],
    cwd: emulator,
    env: process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    log: opts.log,
    ignore:
      /^(Port:|InMemory:|Version:|DbPath:|SharedDb:|shouldDelayTransientStatuses:|CorsParams:|Initializing DynamoDB Local with the following configuration:)/,
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
