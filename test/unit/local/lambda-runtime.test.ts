import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../local/config';
import {
  lambdaContext,
  startLambdaRuntime,
  type LambdaRuntime,
} from '../../../local/lambda-runtime';

// The local Lambda runtime with real processes: a fixture function (fixtures/pool-function.ts)
// tells which process ran it, and what it saw.
const entry = 'test/unit/local/fixtures/pool-function.ts';
const broken = 'test/unit/local/fixtures/broken-function.ts';

interface WhoAmI {
  pid: number;
  invocations: number;
  requestId: string;
  functionName: string;
  remainingMs: number;
  env: Record<string, string | undefined>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let runtime: LambdaRuntime;
const lines: string[] = [];

beforeAll(() => {
  runtime = startLambdaRuntime({
    env: { AWS_REGION: 'eu-west-2', TABLE_NAME: 'table-1', PHOTOS_BUCKET: 'photos' },
    log: (_source, line) => lines.push(line),
    maxPerFunction: 2,
  });
});
afterAll(() => runtime?.stop());

const coldStarts = () => lines.filter((line) => line.startsWith('cold start')).length;

const call = async (event: unknown, timeoutMs?: number) =>
  (await runtime.load(entry))(event, lambdaContext('vciso-hub-pool-function', timeoutMs));

/**
 * Makes `count` calls at once, each of which fetches a test server that answers only once two
 * calls are inside at the same time (and any later one at once): one process could never get there.
 */
async function meeting(
  count: number,
  invoke: (url: string) => unknown,
): Promise<Array<{ pid: number }>> {
  const held: ServerResponse[] = [];
  let met = false;
  const server = createServer((_req, res) => {
    if (met) return void res.end('late');
    held.push(res);
    if (held.length === 2) {
      met = true;
      held.forEach((r) => r.end('met'));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    return (await Promise.all(Array.from({ length: count }, () => invoke(url)))) as Array<{
      pid: number;
    }>;
  } finally {
    server.close();
  }
}

describe('local Lambda runtime', () => {
  it('starts a process on the first call and reuses it, warm, for the next', async () => {
    const first = (await call({ action: 'whoami' })) as WhoAmI;
    const second = (await call({ action: 'whoami' })) as WhoAmI;
    expect(first.pid).not.toBe(process.pid);
    expect(second.pid).toBe(first.pid);
    expect([first.invocations, second.invocations]).toEqual([1, 2]);
    expect(runtime.processes(entry)).toBe(1);
    expect(coldStarts()).toBe(1);
  });

  it("gives the function its own name, its call's context, and only its ports' variables", async () => {
    const context = lambdaContext('vciso-hub-pool-function', 20_000);
    const seen = (await (await runtime.load(entry))({ action: 'whoami' }, context)) as WhoAmI;
    expect(seen.requestId).toBe(context.awsRequestId);
    expect(seen.functionName).toBe('vciso-hub-pool-function');
    expect(seen.remainingMs).toBeGreaterThan(0);
    expect(seen.remainingMs).toBeLessThanOrEqual(20_000);
    expect(seen.env).toEqual({
      TABLE_NAME: 'table-1',
      // Not read by any port it declares: not given.
      PHOTOS_BUCKET: undefined,
      AWS_REGION: 'eu-west-2',
      AWS_LAMBDA_FUNCTION_NAME: 'vciso-hub-pool-function',
      POWERTOOLS_SERVICE_NAME: 'vciso-hub-pool-function',
    });
  });

  it('runs concurrent calls in separate processes, no more than its cap', async () => {
    const results = await meeting(3, (url) => call({ action: 'meet', url }));
    expect(new Set(results.map((r) => r.pid)).size).toBe(2);
    expect(runtime.processes(entry)).toBe(2);
  });

  it('reports a thrown error as the failure, and keeps the process', async () => {
    const starts = coldStarts();
    const failure = await call({ action: 'throw' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      name: 'TypeError',
      message: 'The event was not what this function takes',
    });
    expect((failure as Error).stack).toContain('pool-function.ts');
    await call({ action: 'whoami' });
    expect(runtime.processes(entry)).toBe(2);
    expect(coldStarts()).toBe(starts);
  });

  it('fails the call of a process that dies, and replaces the process', async () => {
    const failure = await call({ action: 'crash' }).catch((error: Error) => error);
    expect(failure).toMatchObject({
      name: 'Runtime.ExitError',
      message: 'Runtime exited with error: exit status 3',
    });
    await expect.poll(() => runtime.processes(entry)).toBe(1);
    await call({ action: 'whoami' });
    await call({ action: 'whoami' });
    expect(runtime.processes(entry)).toBe(1);
  });

  it('stops a call at its deadline, and the process with it', async () => {
    const { pid } = (await call({ action: 'whoami' })) as WhoAmI;
    const failure = await call({ action: 'hang' }, 300).catch((error: Error) => error);
    expect(failure).toMatchObject({ name: 'Sandbox.Timedout' });
    expect((failure as Error).message).toMatch(/^Task timed out after 0\.\d\d seconds$/);
    await expect.poll(() => alive(pid)).toBe(false);
    const after = (await call({ action: 'whoami' })) as WhoAmI;
    expect(after.pid).not.toBe(pid);
    expect(after.invocations).toBe(1);
  });

  it("surfaces a module's import failure, and tries a new process on the next call", async () => {
    const first = await runtime.load(broken).catch((error: Error) => error);
    expect(first).toMatchObject({ message: 'This module failed at import' });
    await expect.poll(() => runtime.processes(broken)).toBe(0);
    const again = await runtime.load(broken).catch((error: Error) => error);
    expect(again).toMatchObject({ message: 'This module failed at import' });
  });

  it('stops every process with the runtime', async () => {
    const { pid } = (await call({ action: 'whoami' })) as WhoAmI;
    await runtime.stop();
    expect(alive(pid)).toBe(false);
    expect(runtime.processes(entry)).toBe(0);
  });
});

describe('idle processes', () => {
  it('stops a process beyond the first once it has been idle a while', async () => {
    const idle = startLambdaRuntime({ env: {}, log: () => undefined, idleMs: 200 });
    try {
      const handler = await idle.load(entry);
      const met = await meeting(2, (url) =>
        handler({ action: 'meet', url }, lambdaContext('idle')),
      );
      expect(new Set(met.map((r) => r.pid)).size).toBe(2);
      await expect.poll(() => idle.processes(entry)).toBe(1);
      // The first stays warm.
      await expect.poll(() => met.filter((r) => alive(r.pid)).length).toBe(1);
    } finally {
      await idle.stop();
    }
  });
});

describe('a launcher that dies', () => {
  it("takes its functions' processes with it, even killed outright", async () => {
    const host = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/unit/local/fixtures/runtime-host.ts'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(createInterface({ input: host.stdout! }), 'line')) as [string];
    const { pid } = JSON.parse(line) as { pid: number };
    expect(alive(pid)).toBe(true);
    host.kill('SIGKILL');
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
    // Two cold starts (the launcher's, the function's) on a machine that may be busy.
  }, 30_000);
});
