import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { repoRoot } from './config';
import { paths } from '../lib/paths';
import { createFunctionPool, type FunctionPool } from './lambda/function-pool';
import { contextOf, factsOf } from './lambda/protocol';
import type { Log } from './log';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (event: any, context: Context) => unknown;

/**
 * The variables every function has whatever its ports (Lambda sets the region, the credentials
 * come from its role, the stacks set the service name and log level); the launcher passes these
 * from the stack's environment. Every other variable is a resource's, given to a function only if
 * its ports read it (`lambda/worker.ts`).
 */
const RUNTIME_VARIABLES = [
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'LOG_LEVEL',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_TRACE_ENABLED',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
];

/** What the operating system needs to run node at all (not Lambda variables). */
const PLATFORM_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

/**
 * A function's name from its entry, as the stack's callers name it in the contexts they pass:
 * `vciso-hub-system` (an area), `vciso-hub-booking-mail` (a consumer), `vciso-hub-ws-connect` (a
 * WebSocket route), `vciso-hub-triggers-post-confirmation` (a user pool trigger).
 */
export function localFunctionName(entry: string): string {
  const parts = entry.replace(/\.ts$/, '').split('/');
  const [root, kind, area, file] = parts;
  if (root === 'lambdas' && kind === 'handlers' && area === 'realtime' && file)
    return `vciso-hub-ws-${file}`;
  if (root === 'lambdas' && kind === 'handlers' && area) return `vciso-hub-${area}`;
  if (root === 'lambdas' && kind === 'triggers' && area) return `vciso-hub-triggers-${area}`;
  return `vciso-hub-${parts.at(-1)}`;
}

/** An API area's entry (`lambdas/handlers/<area>/index.ts`), not a WebSocket route's. */
const isArea = (entry: string) => /^lambdas\/handlers\/(?!realtime\/)[^/]+\/index\.ts$/.test(entry);

export interface LambdaRuntimeOptions {
  /** The stack's Lambda environment (`buildLambdaEnv`). */
  env: Record<string, string>;
  log: Log;
  /**
   * Processes per function at most (its concurrency); more invocations wait. Small by default: a
   * cold start costs a second or more of CPU on a laptop, where Lambda's costs nobody else.
   */
  maxPerFunction?: number;
  /**
   * Processes per API area at most, where more than `maxPerFunction` (its default) are wanted:
   * Lambda gives a request-serving function an environment per request in flight, while a
   * stream's consumers stay bounded by its shards.
   */
  maxPerArea?: number;
  /** How long a function's extra process may stay idle before it is stopped. */
  idleMs?: number;
  /**
   * What the processes run: the TypeScript sources through the loader (`source`, the default: an
   * edit is live at the next cold start); each function's deployed bundle as `npm run
   * build:lambdas` left it in `dist/lambdas/` (`bundles`: the code and the cold start AWS runs, for
   * benchmarks, run by plain node as Lambda's runtime runs it); or the bundles `bundleFunctions`
   * wrote to a folder, worker included (`{ bundled: folder }`: test stacks, whose many cold starts
   * then cost a tenth as much).
   */
  code?: FunctionCode;
}

export type FunctionCode = 'source' | 'bundles' | { bundled: string };

/**
 * What a function's processes run: its module (its source, or its bundle, which must be built),
 * and the bundled worker that runs it where there is one (else `worker.ts` through the loader).
 */
async function moduleOf(
  entry: string,
  code: FunctionCode,
  bundledWorker: () => Promise<string>,
): Promise<{ module: string; worker?: string }> {
  if (code === 'source') return { module: entry };
  // Only a bundled stack reads the deployment's list of functions.
  const { lambdaEntries } = await import('../lib/lambda-entries');
  const deployed = lambdaEntries().find((e) => path.relative(repoRoot, e.entry) === entry);
  if (!deployed) throw new Error(`${entry} is not a function the stacks deploy`);
  if (typeof code === 'object') {
    return {
      module: path.join(code.bundled, deployed.name, 'index.mjs'),
      worker: path.join(code.bundled, 'worker.mjs'),
    };
  }
  const bundle = path.join(paths.lambdaDist, deployed.name, 'index.mjs');
  if (!existsSync(bundle)) {
    throw new Error(`${path.relative(repoRoot, bundle)} is missing: run npm run build:lambdas`);
  }
  return { module: path.relative(repoRoot, bundle), worker: await bundledWorker() };
}

export interface LambdaRuntime {
  /**
   * The function of `entry` (relative to the repository), with one process started (its cold
   * start). Rejects with the import's error: the next call starts a new process, so fixing the
   * file is enough.
   */
  load(entry: string): Promise<AnyHandler>;
  /** Processes running for `entry` now. */
  processes(entry: string): number;
  /** Stops every function's processes. */
  stop(): Promise<void>;
}

let running: LambdaRuntime | undefined;

/**
 * Lambda, locally: each function (the unit the stacks deploy: an area, a consumer, a WebSocket
 * route, a trigger) runs in processes of its own (`lambda/function-pool.ts`), with its own
 * environment, one invocation per process at a time. One per launcher process, the one whose
 * functions `loadHandler` reaches.
 */
export function startLambdaRuntime(opts: LambdaRuntimeOptions): LambdaRuntime {
  if (running) throw new Error('A local Lambda runtime is running already (one stack per process)');
  const max = opts.maxPerFunction ?? 2;
  const pools = new Map<string, FunctionPool>();
  const platform = Object.fromEntries(
    PLATFORM_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const shared = Object.fromEntries(
    RUNTIME_VARIABLES.flatMap((name) => (opts.env[name] ? [[name, opts.env[name]]] : [])),
  );
  const variables = Object.fromEntries(
    Object.entries(opts.env).filter(([name]) => !RUNTIME_VARIABLES.includes(name)),
  );
  // The developer's LOG_LEVEL (DEBUG to see more), as a deployment sets it.
  if (process.env.LOG_LEVEL && !shared.LOG_LEVEL) shared.LOG_LEVEL = process.env.LOG_LEVEL;

  // The worker that runs the deployed bundles, made at the first one's cold start.
  let workerDir: string | undefined;
  let worker: Promise<string> | undefined;
  const bundledWorker = () =>
    (worker ??= (async () => {
      const { bundleWorker } = await import('./lambda/function-bundles');
      workerDir = await mkdtemp(path.join(tmpdir(), 'vciso-hub-worker-'));
      return bundleWorker(workerDir);
    })());

  const poolOf = async (entry: string): Promise<FunctionPool> => {
    let pool = pools.get(entry);
    if (!pool) {
      const name = localFunctionName(entry);
      const { module, worker } = await moduleOf(entry, opts.code ?? 'source', bundledWorker);
      // Another call may have made it while the module was looked up.
      pool = pools.get(entry);
      if (pool) return pool;
      pool = createFunctionPool(
        {
          entry: module,
          worker,
          logName: name.replace(/^vciso-hub-/, 'fn:'),
          env: {
            ...platform,
            ...shared,
            // What Lambda sets in each function's environment.
            AWS_LAMBDA_FUNCTION_NAME: name,
            // Powertools reads it to tell a cold start (its `ColdStart` metric, `cold_start` key).
            AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
            AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
            AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
            AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
            // The stacks name each function's service; metric and log lines say which it was.
            POWERTOOLS_SERVICE_NAME: name,
          },
          variables,
        },
        { log: opts.log, max: isArea(entry) ? (opts.maxPerArea ?? max) : max, idleMs: opts.idleMs },
      );
      pools.set(entry, pool);
    }
    return pool;
  };

  const runtime: LambdaRuntime = {
    async load(entry) {
      const pool = await poolOf(entry);
      await pool.warm();
      return (event: unknown, context: Context) =>
        pool.invoke(event, factsOf(context ?? lambdaContext(localFunctionName(entry))));
    },
    processes: (entry) => pools.get(entry)?.size ?? 0,
    async stop() {
      if (running === runtime) running = undefined;
      await Promise.all([...pools.values()].map((pool) => pool.stop()));
      if (workerDir) await rm(workerDir, { recursive: true, force: true });
    },
  };
  running = runtime;
  return runtime;
}

/**
 * The handler of a Lambda entry (relative to the repository), run by the launcher's runtime: the
 * stand-ins (API Gateway, the bus, the stream, the schedules, Invoke) call it as Lambda is called.
 */
export function loadHandler(entry: string): Promise<AnyHandler> {
  if (!running) return Promise.reject(new Error('No local Lambda runtime: start the stack first'));
  return running.load(entry);
}

const imported = new Map<string, Promise<AnyHandler>>();

/**
 * The entry's handler imported into this process, for benches that measure a handler's own work
 * without a process boundary; the stack itself never runs functions this way. Imported once per
 * entry, as a warm Lambda keeps its module: a repeated `import()` still passes through the tsx
 * loader's resolve hook, a few milliseconds a call.
 */
export function importHandler(entry: string): Promise<AnyHandler> {
  let handler = imported.get(entry);
  if (!handler) {
    handler = import(pathToFileURL(path.join(repoRoot, entry)).href).then(
      (mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function')
          throw new Error(`${entry} does not export a handler`);
        return mod.handler as AnyHandler;
      },
    );
    // A failed import is tried again on the next call.
    handler.catch(() => imported.delete(entry));
    imported.set(entry, handler);
  }
  return handler;
}

/** What Lambda passes as the second argument; enough for middy, Powertools and our logging. */
export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const requestId = randomUUID();
  return contextOf({
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    deadline: Date.now() + timeoutMs,
  });
}
