import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../../local/dynamodb/dynamodb-local';
import { localConfig, repoRoot, testRunsDir } from '../../local/config';
import { assertPortFree, freePort } from '../../local/ports';
import { enrolTotp } from './api-session';
import { bundled, type StackInfo } from './stack';

/** Prefix of the line on which the stack's process says it is ready, followed by its details. */
export const readyPrefix = 'crashable-stack ready ';

/** What `crashable-stack-main.ts` is started with: the same on every restart. */
export interface CrashableStackArgs {
  dataDir: string;
  tableName: string;
  ports: { dynamodb: number; cognito: number; s3: number; api: number };
  /** The functions, bundled once (`stack.ts`, `bundled`) and run by every restart. */
  functions: { code: { bundled: string } };
}

/**
 * Test-only: what the restarted stack accepts but does not deliver, so that a kill catches a
 * write committed and not yet passed on. `changeFeed`: no stream record reaches its consumers (the
 * outbox relay); `eventBus`: events are accepted and kept but reach no consumer.
 */
export interface Holds {
  changeFeed?: boolean;
  eventBus?: boolean;
}

export interface CrashableStack {
  info: StackInfo;
  /** SIGKILL, all at once, of every process of the stack: its own, DynamoDB Local's, cognito-local's. */
  kill(): Promise<void>;
  /** Starts it again on the same data and ports (after a kill); resolves once it is ready. */
  restart(holds?: Holds): Promise<void>;
  /**
   * Kills it and removes its data (kept with STACK_KEEP=1, or `keepData` after a failed case, whose
   * log's last lines then go to stderr, where a CI run's output keeps them).
   */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

const mainFile = fileURLToPath(new URL('./crashable-stack-main.ts', import.meta.url));

/** Each process's parent and state, from /proc (Linux). */
async function processTable(): Promise<Map<number, { ppid: number; state: string }>> {
  const table = new Map<number, { ppid: number; state: string }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state && ppid) table.set(Number(name), { ppid: Number(ppid), state });
  }
  return table;
}

/** `root` and everything below it, whatever session or process group each runs in. */
async function processTree(root: number): Promise<number[]> {
  const table = await processTable();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, { ppid }] of table) if (ppid === tree[i]) tree.push(pid);
  }
  return tree.filter((pid) => {
    const state = table.get(pid)?.state;
    return state !== undefined && state !== 'Z';
  });
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
};

/**
 * Kills a process tree as a power cut would: every process is first frozen (so none can react,
 * clean up or start another), then all are killed. The children's own watchdogs (a closed pipe
 * stops DynamoDB Local and cognito-local gracefully) never get to run.
 */
async function killTree(root: number): Promise<void> {
  const frozen = new Set<number>();
  for (;;) {
    const fresh = (await processTree(root)).filter((pid) => !frozen.has(pid));
    if (!fresh.length) break;
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP');
      frozen.add(pid);
    }
  }
  for (const pid of frozen) signal(pid, 'SIGKILL');
  await vi.waitFor(
    async () => {
      const table = await processTable();
      const alive = [...frozen].filter((pid) => {
        const state = table.get(pid)?.state;
        return state !== undefined && state !== 'Z';
      });
      if (alive.length) throw new Error(`processes ${alive.join(', ')} outlived SIGKILL`);
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Until each port can be listened on again: a restart must find them free. */
async function portsFreed(ports: CrashableStackArgs['ports']): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const [name, port] of Object.entries(ports)) await assertPortFree(port, name);
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Where every run of the stack on one data folder writes its log. */
const logFileOf = (dataDir: string) => path.join(dataDir, 'stack.log');

type Started = Omit<StackInfo, 'region' | 'adminEmail' | 'adminPassword' | 'adminTotpSecret'>;

/** One run of `crashable-stack-main.ts`; resolves with its details once it is ready. */
function launch(
  args: CrashableStackArgs,
  holds: Holds,
): { child: ChildProcess; ready: Promise<Started> } {
  const logFile = logFileOf(args.dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    LOCAL_HOLD_CHANGE_FEED: holds.changeFeed ? '1' : '',
    LOCAL_HOLD_EVENT_BUS: holds.eventBus ? '1' : '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile, JSON.stringify(args)], {
    cwd: repoRoot,
    env,
    // stdin stays open: the stack stops itself when this process, its parent, goes away.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    errors.push(line);
    try {
      appendFileSync(logFile, `${new Date().toISOString()} [stderr] ${line}\n`);
    } catch {
      // The data folder is being removed.
    }
  });
  const ready = new Promise<Started>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(readyPrefix)) resolve(JSON.parse(line.slice(readyPrefix.length)));
    });
    child.once('exit', (code, signalName) =>
      reject(
        new Error(
          `crashable stack exited before it was ready (${signalName ?? `code ${code}`}); ` +
            `log: ${logFile}\n${errors.slice(-20).join('\n')}`,
        ),
      ),
    );
  });
  return { child, ready };
}

/**
 * A local stack in a separate process tree, which a test can kill at any moment and start again
 * on the same data: what `npm start` goes through when the machine crashes. Startup costs
 * 20-40 s, so a test file starts one and kills and restarts it per case.
 */
export async function startCrashableStack(): Promise<CrashableStack> {
  const name = `${new Date().toISOString().slice(0, 10)}-crash-${randomBytes(4).toString('hex')}`;
  const dataDir = path.join(testRunsDir, name);
  const args: CrashableStackArgs = {
    dataDir,
    tableName: `vciso-hub-test-${name}`,
    ports: {
      dynamodb: await freePort(),
      cognito: await freePort(),
      s3: await freePort(),
      api: await freePort(),
    },
    functions: { code: await bundled(dataDir) },
  };
  await mkdir(args.dataDir, { recursive: true });
  let child: ChildProcess | undefined;

  const start = async (holds: Holds): Promise<Started> => {
    const launched = launch(args, holds);
    child = launched.child;
    try {
      return await launched.ready;
    } catch (error) {
      await kill();
      throw error;
    }
  };
  const kill = async () => {
    const pid = child?.pid;
    child = undefined;
    if (pid !== undefined) await committed();
    if (pid !== undefined) await killTree(pid);
    await portsFreed(args.ports);
  };
  /**
   * DynamoDB Local answers a transaction once its COMMIT is queued, not run (AWS answers once it is
   * durable), so a kill right after a 2xx could lose that write. Its one queue runs jobs in order:
   * a read answered means every COMMIT queued before it has run.
   */
  const committed = async () => {
    const client = dynamoClient(`http://127.0.0.1:${args.ports.dynamodb}`);
    try {
      await client.send(
        new GetItemCommand({ TableName: args.tableName, Key: { PK: { S: 'x' }, SK: { S: 'x' } } }),
      );
    } catch {
      // A stack that did not come up has nothing committed to wait for.
    } finally {
      client.destroy();
    }
  };
  const removeData = () =>
    process.env.STACK_KEEP
      ? Promise.resolve()
      : rm(args.dataDir, { recursive: true, force: true, maxRetries: 3 });

  let started: Started;
  let adminTotpSecret: string;
  try {
    started = await start({});
    // Once: cognito-local keeps the authenticator across restarts.
    adminTotpSecret = await enrolTotp(
      { cognito: started.cognito, region: localConfig.region },
      { email: localConfig.adminEmail, password: localConfig.adminPassword },
    );
  } catch (error) {
    await kill();
    await removeData();
    throw error;
  }
  const info: StackInfo = {
    ...started,
    region: localConfig.region,
    adminEmail: localConfig.adminEmail,
    adminPassword: localConfig.adminPassword,
    adminTotpSecret,
  };
  return {
    info,
    kill,
    async restart(holds = {}) {
      if (child) throw new Error('the crashable stack is running: kill it first');
      await start(holds);
    },
    async stop(opts = {}) {
      await kill();
      if (!opts.keepData) return removeData();
      const log = await readFile(logFileOf(args.dataDir), 'utf8').catch(() => '(no log)');
      console.error(
        `The crashable stack's data is kept in ${args.dataDir}; the end of its log:\n` +
          log.split('\n').slice(-120).join('\n'),
      );
    },
  };
}
