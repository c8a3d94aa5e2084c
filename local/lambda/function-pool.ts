import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnChild, type Child } from '../child-process';
import { repoRoot } from '../config';
import type { Log } from '../log';
import { restored, type FromWorker, type InvocationFacts, type ToWorker } from './protocol';

/** One function as the pool runs it. */
export interface FunctionSpec {
  /** Its module, relative to the repository (`lambdas/handlers/system/index.ts`) or absolute. */
  entry: string;
  /**
   * A bundle of `worker.ts` (`function-bundles.ts`) that plain node runs; without one, the
   * processes run `worker.ts` itself through the TypeScript loader.
   */
  worker?: string;
  /** Tag of its processes' output lines in the launcher's log. */
  logName: string;
  /** The environment its processes start with (`worker.ts`: the variables every function has). */
  env: Record<string, string>;
  /** The stack's resource variables; each process keeps those the function's ports read. */
  variables: Record<string, string>;
}

export interface FunctionPool {
  /** Runs one invocation in a process of its own: a warm one if any is free, else a new one. */
  invoke(event: unknown, facts: InvocationFacts): Promise<unknown>;
  /** Makes sure one process is started (a cold start done); rejects with its import's error. */
  warm(): Promise<void>;
  /** The processes now running (busy or idle). */
  readonly size: number;
  stop(): Promise<void>;
}

const workerFile = path.join(repoRoot, 'local', 'lambda', 'worker.ts');
const tsxLoader = pathToFileURL(
  createRequire(path.join(repoRoot, 'package.json')).resolve('tsx'),
).href;

interface Worker {
  child: Child;
  /** Resolves once the entry is imported; rejects with the import's error. */
  ready: Promise<void>;
  /** Dying or dead (a crash, a failed import, a timeout): never given an invocation again. */
  readonly retired: boolean;
  run(event: unknown, facts: InvocationFacts): Promise<unknown>;
}

/** Lambda's report of an environment that died under an invocation. */
function exitError(code: number | null, signal: NodeJS.Signals | null): Error {
  const error = new Error(
    `Runtime exited with error: ${signal ? `signal: ${signal}` : `exit status ${code}`}`,
  );
  error.name = 'Runtime.ExitError';
  return error;
}

function startWorker(spec: FunctionSpec, log: Log): Worker {
  const started = performance.now();
  const child = spawnChild({
    name: spec.logName,
    command: process.execPath,
    args: [...(spec.worker ? [spec.worker] : ['--import', tsxLoader, workerFile]), spec.entry],
    cwd: repoRoot,
    env: spec.env,
    log,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let nextId = 0;
  let retired = false;
  const retire = () => {
    retired = true;
    void child.stop();
  };
  let current:
    { id: number; settle: (error: Error | undefined, value?: unknown) => void } | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    child.process.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        const ms = Math.round(performance.now() - started);
        log(spec.logName, `cold start: process ${child.process.pid} ready in ${ms} ms`);
        resolve();
      } else if (message.type === 'failed') {
        reject(restored(message.error));
        retire();
      } else if (current?.id === message.id) {
        if (message.type === 'error') current.settle(restored(message.error));
        else current.settle(undefined, message.value);
      }
    });
    void child.exited.then(({ code, signal }) => {
      retired = true;
      const error = exitError(code, signal);
      reject(error);
      current?.settle(error);
    });
  });
  // A failed import is told through `ready`; this keeps it from being an unhandled rejection too.
  ready.catch(() => undefined);
  const send = (message: ToWorker) => {
    if (child.process.connected) child.process.send(message);
  };
  send({ type: 'variables', variables: spec.variables });

  return {
    child,
    ready,
    get retired() {
      return retired;
    },
    run(event, facts) {
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        const budget = Math.max(0, facts.deadline - Date.now());
        // As Lambda does, a function still running at its deadline is stopped, and its
        // environment with it: the next invocation gets a fresh one.
        const timer = setTimeout(() => {
          const error = new Error(`Task timed out after ${(budget / 1000).toFixed(2)} seconds`);
          error.name = 'Sandbox.Timedout';
          settle(error);
          retire();
        }, budget);
        const settle = (error: Error | undefined, value?: unknown) => {
          if (current?.id !== id) return;
          current = undefined;
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(value);
        };
        current = { id, settle };
        send({ type: 'invoke', id, event, context: facts });
      });
    },
  };
}

/**
 * The execution environments of one function, as Lambda keeps them: none until the first
 * invocation (a cold start: a process is spawned and imports the entry), then kept warm and
 * reused. Each runs one invocation at a time; an invocation that finds none free gets a new one
 * (once it has waited `patienceMs` for one), up to `max`, beyond which it waits for the first to
 * be free. A process that dies (a crash, a
 * failed import, a timeout) is dropped and the next invocation starts another; one beyond the
 * first that stays idle for `idleMs` is stopped.
 */
export function createFunctionPool(
  spec: FunctionSpec,
  opts: {
    log: Log;
    max: number;
    /** How long a process beyond the first may stay idle before it is stopped. */
    idleMs?: number;
    /** How long an invocation that finds every process busy waits before it starts another. */
    patienceMs?: number;
  },
): FunctionPool {
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: Array<() => void> = [];
  let stopped = false;
  let warming: Promise<void> | undefined;

  const wakeOne = () => waiting.shift()?.();

  function spawn(): Worker {
    const worker = startWorker(spec, opts.log);
    all.add(worker);
    void worker.child.exited.then(() => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      // Room for another process: someone waiting may start it.
      wakeOne();
    });
    return worker;
  }

  const reclaims = new Map<Worker, NodeJS.Timeout>();
  const leaving = new Set<Promise<void>>();
  function release(worker: Worker): void {
    if (worker.retired || !all.has(worker)) return;
    idle.push(worker);
    // A process beyond the first, idle for a while, is stopped, as Lambda reclaims environments
    // nobody uses: a burst does not keep its processes (and their memory) for the session.
    if (all.size > 1) {
      const timer = setTimeout(() => {
        reclaims.delete(worker);
        const at = idle.indexOf(worker);
        if (at < 0 || all.size <= 1) return;
        idle.splice(at, 1);
        // No longer counted from now on, so a second timer at the same time keeps the last one.
        all.delete(worker);
        const stopping = worker.child.stop();
        leaving.add(stopping);
        void stopping.finally(() => leaving.delete(stopping));
      }, opts.idleMs ?? 60_000);
      timer.unref();
      reclaims.set(worker, timer);
    }
    wakeOne();
  }

  async function acquire(): Promise<Worker> {
    let patient = true;
    for (;;) {
      if (stopped) throw new Error(`${spec.entry}: the local Lambda runtime has stopped`);
      // The first process may be starting already (`warm`): wait for it rather than start a second.
      if (warming) await warming.catch(() => undefined);
      const warm = idle.pop();
      if (warm) {
        clearTimeout(reclaims.get(warm));
        reclaims.delete(warm);
      }
      if (warm && !warm.retired) return warm;
      if (warm) continue;
      if (all.size < opts.max) {
        // Every process is busy, but one may well be free in a moment: a cold start costs the
        // machine a second of CPU (Lambda's costs nobody else), so it is only worth it once the
        // wait has lasted.
        if (all.size > 0 && patient) {
          patient = false;
          await freed(opts.patienceMs ?? 200);
          continue;
        }
        const worker = spawn();
        await worker.ready;
        return worker;
      }
      await freed();
    }
  }

  /** Resolves when a process is released or dropped, or after `ms`. */
  function freed(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        ms === undefined
          ? undefined
          : setTimeout(() => {
              const at = waiting.indexOf(wake);
              if (at >= 0) waiting.splice(at, 1);
              resolve();
            }, ms);
      waiting.push(wake);
    });
  }

  return {
    async invoke(event, facts) {
      const worker = await acquire();
      try {
        return await worker.run(event, facts);
      } finally {
        release(worker);
      }
    },
    warm() {
      if (all.size || stopped) return warming ?? Promise.resolve();
      const worker = spawn();
      warming = worker.ready.then(
        () => {
          warming = undefined;
          release(worker);
        },
        (error: unknown) => {
          warming = undefined;
          throw error;
        },
      );
      return warming;
    },
    get size() {
      return all.size;
    },
    async stop() {
      stopped = true;
      waiting.splice(0).forEach((wake) => wake());
      reclaims.forEach((timer) => clearTimeout(timer));
      await Promise.all([...[...all].map((worker) => worker.child.stop()), ...leaving]);
    },
  };
}
