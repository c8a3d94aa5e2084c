import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startApiServer, type ApiServer } from './api-server';
import { localWebConfig } from './api/web-config';
import { bootstrapCognito, type PoolIds } from './cognito/bootstrap';
import { startCognitoLocal, type CognitoLocal } from './cognito/cognito-local';
import { localConfig, type Ports } from './config';
import { ensureTable } from './dynamodb/create-table';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb/dynamodb-local';
import {
  applyLambdaEnv,
  buildLambdaEnv,
  localSigningCertificate,
  localTokenKey,
  type CalendarProviderEnv,
  type LinkedInEnv,
  type SignInProviderEnv,
} from './lambda-env';
import { lambdaInvokePath } from './lambda/invoke-endpoint';
import { startLambdaRuntime, type LambdaRuntimeOptions } from './lambda-runtime';
import type { Log } from './log';
import { assertPortFree, freePort } from './ports';
import { startChangeFeed, type ChangeFeed } from './realtime/change-feed';
import { checkpointFile } from './realtime/change-feed-checkpoint';
import { startS3, type S3Local } from './s3/s3-server';
import { startScheduler, type Scheduler } from './scheduler';
import { runSeeders } from './seed';

type ServicePort = Exclude<keyof Ports, 'web'>;
const portEnvNames: Record<ServicePort, string> = {
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  api: 'API_PORT',
};

export interface StackOptions {
  /**
   * Everything the stack keeps: dynamodb/, cognito/, s3/, outbox/, eventbridge/, stack.json and
   * change-feed.json.
   */
  dataDir: string;
  /** Fixed ports (checked to be free first); missing ones are picked free. */
  ports?: Partial<Record<ServicePort, number>>;
  tableName?: string;
  /** Origin the browser uses: for links in mail and S3 CORS. Defaults to the API server's. */
  appOrigin?: string;
  /** Extra origins allowed by the buckets' CORS rules (e.g. 127.0.0.1 next to localhost). */
  extraWebOrigins?: string[];
  /** Serve this built SPA from the API server (browser tests). */
  staticDir?: string;
  /** Calendar OAuth clients and endpoints for the handlers (none: providers not configured). */
  calendarProviders?: CalendarProviderEnv;
  /** LinkedIn's client and endpoints for "Quick Fill" (none: LinkedIn not configured). */
  linkedIn?: LinkedInEnv;
  /** The pool's provider clients for "Connected sign-ins" (none: not configured). */
  signInProviders?: SignInProviderEnv;
  /**
   * Test-only (the crash harness, `test/support/crashable-stack.ts`): accept writes and events
   * but deliver none, so a test can kill the stack with them committed and undelivered.
   */
  holds?: { changeFeed?: boolean; eventBus?: boolean };
  /** How the functions run: their code and processes per function (`lambda-runtime.ts`). */
  functions?: Pick<LambdaRuntimeOptions, 'code' | 'maxPerFunction' | 'maxPerArea'>;
  log: Log;
}

export interface LocalStack {
  ports: Record<ServicePort, number>;
  apiUrl: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  tableName: string;
  outboxDir: string;
  dataDir: string;
  /**
   * The stack's Lambda environment: each function's processes keep its ports' share of it; this
   * process has all of it applied.
   */
  env: Record<string, string>;
  api: ApiServer;
  /** Called with a description if DynamoDB Local or cognito-local dies while running. */
  onUnexpectedExit(listener: (description: string) => void): void;
  stop(): Promise<void>;
}

async function resolvePorts(
  fixed: StackOptions['ports'] = {},
): Promise<Record<ServicePort, number>> {
  const out = {} as Record<ServicePort, number>;
  for (const name of Object.keys(portEnvNames) as ServicePort[]) {
    const port = fixed[name];
    if (port === undefined) out[name] = await freePort();
    else {
      await assertPortFree(port, portEnvNames[name]);
      out[name] = port;
    }
  }
  return out;
}

/**
 * The whole back end on one machine: DynamoDB Local, cognito-local, s3rver, and the API server
 * running the real handlers. `npm start` and the test harness both come through here, so the tests
 * exercise exactly what a developer runs. Safe to call on existing data: it only adds what is missing.
 */
export async function startLocalStack(opts: StackOptions): Promise<LocalStack> {
  // The launcher's own SDK clients (bootstrap) start before the Lambda environment is applied.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { log, dataDir } = opts;
  const ports = await resolvePorts(opts.ports);
  const outboxDir = path.join(dataDir, 'outbox');
  await mkdir(outboxDir, { recursive: true });

  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const appOrigin = opts.appOrigin ?? apiUrl;
  const tableName = opts.tableName ?? localConfig.tableName;

  // Stop functions, registered as each part comes up, so a failure anywhere stops exactly what runs.
  const running: Array<() => Promise<unknown>> = [];
  const stopRunning = () => Promise.allSettled(running.map((stop) => stop())).then(() => undefined);
  const settle = async <T extends readonly unknown[]>(starts: {
    [K in keyof T]: Promise<T[K]>;
  }): Promise<T> => {
    // allSettled, not all: a fast failure must not leave slower starts running unseen.
    const results = await Promise.allSettled(starts);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await stopRunning();
      throw failed.reason;
    }
    return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
  };

  // Each service is bootstrapped as soon as it answers, while the slower ones (the JVM) still start.
  const [dynamodb, cognito, s3] = await settle<
    [DynamoDbLocal, CognitoLocal & { ids: PoolIds }, S3Local]
  >([
    (async () => {
      const started = await startDynamoDbLocal({
        port: ports.dynamodb,
        dbDir: path.join(dataDir, 'dynamodb'),
        log,
      });
      running.push(() => started.child.stop());
      await ensureTable(started.client, tableName, log);
      return started;
    })(),
    (async () => {
      const started = await startCognitoLocal({
        port: ports.cognito,
        dataDir: path.join(dataDir, 'cognito'),
        outboxDir,
        // Its triggers run on the API server, which answers before any sign-up can be confirmed.
        lambdaEndpoint: `${apiUrl}${lambdaInvokePath}`,
        log,
      });
      running.push(() => started.child.stop());
      return { ...started, ids: await bootstrapCognito(started.client, dataDir, log) };
    })(),
    (async () => {
      const started = await startS3({
        port: ports.s3,
        directory: path.join(dataDir, 's3'),
        buckets: [localConfig.documentsBucket, localConfig.photosBucket],
        webOrigins: [...new Set([appOrigin, ...(opts.extraWebOrigins ?? [])])],
        log,
      });
      running.push(() => started.stop());
      return started;
    })(),
  ]);

  const { ids } = cognito;
  const cognitoInfo = {
    endpoint: cognito.endpoint,
    userPoolId: ids.userPoolId,
    clientId: ids.userPoolClientId,
  };
  const env = buildLambdaEnv({
    tableName,
    dynamodbEndpoint: `http://127.0.0.1:${ports.dynamodb}`,
    s3Endpoint: `http://127.0.0.1:${ports.s3}`,
    apiUrl,
    outboxDir,
    appOrigin,
    extraWebOrigins: opts.extraWebOrigins,
    userPoolId: ids.userPoolId,
    recoveryClientId: ids.recoveryClientId,
    cognitoEndpoint: cognito.endpoint,
    tokenKey: await localTokenKey(dataDir),
    signingCertificate: await localSigningCertificate(dataDir),
    calendarProviders: opts.calendarProviders,
    linkedIn: opts.linkedIn,
    signInProviders: opts.signInProviders,
  });
  // The functions run in processes of their own, each with its own slice of `env`
  // (`lambda-runtime.ts`). This process gets all of it too: tests and benches that call services
  // or handlers in-process (one process, one environment) read it from here.
  applyLambdaEnv(env);
  const functions = startLambdaRuntime({ env, log, ...opts.functions });
  running.push(() => functions.stop());
  const [api] = await settle<[ApiServer]>([
    startApiServer({
      port: ports.api,
      cognito: cognitoInfo,
      webConfig: localWebConfig({
        cognitoEndpoint: cognito.endpoint,
        userPoolId: ids.userPoolId,
        userPoolClientId: ids.userPoolClientId,
      }),
      staticDir: opts.staticDir,
      bus: { dir: path.join(dataDir, 'eventbridge'), hold: opts.holds?.eventBus },
      log,
    }),
  ]);
  // Stopped first: no request or stream delivery should reach a half-stopped back end.
  const stopAll = async (feed?: ChangeFeed, scheduler?: Scheduler) => {
    await scheduler?.stop();
    await feed?.stop().catch((error: Error) => log('stack', `change feed stop: ${error.message}`));
    await api.stop().catch((error: Error) => log('stack', `API server stop: ${error.message}`));
    await stopRunning();
    dynamodb.client.destroy();
    cognito.client.destroy();
  };
  try {
    await runSeeders({
      cognito: { client: cognito.client, ...cognitoInfo },
      dynamodb: dynamodb.client,
      tableName,
      env,
      log,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  // The table stream → its consumers (ticker pushes, the outbox relay), as Lambda's event source
  // mappings do in AWS. Resumes where the last run's delivery stopped; on a fresh data folder it
  // starts after seeding, past the seed writes: seed data is not news to anyone.
  const feed = startChangeFeed({
    endpoint: dynamodb.endpoint,
    tableName,
    checkpointFile: checkpointFile(dataDir),
    hold: opts.holds?.changeFeed,
    log,
  });
  await feed.ready;
  // The periodic consumers (the seal sweep), as the schedule rules run them in AWS.
  const scheduler = startScheduler(log);

  return {
    ports,
    apiUrl: api.url,
    dynamodbEndpoint: dynamodb.endpoint,
    s3Endpoint: s3.endpoint,
    cognito: cognitoInfo,
    tableName,
    outboxDir,
    dataDir,
    env,
    api,
    onUnexpectedExit: (listener) =>
      [dynamodb.child, cognito.child].forEach((c) => c.onUnexpectedExit(listener)),
    stop: () => stopAll(feed, scheduler),
  };
}
