import { afterAll, expect, it } from 'vitest';
import { startLambdaRuntime } from '../../../local/lambda-runtime';

// A runtime of deployed bundles (the benchmarks' stack) runs only what the stacks deploy.
const runtime = startLambdaRuntime({ env: {}, log: () => undefined, code: 'bundles' });
afterAll(() => runtime.stop());

it('refuses a module the stacks do not deploy, naming it, and starts no process', async () => {
  const entry = 'test/unit/local/fixtures/pool-function.ts';
  await expect(runtime.load(entry)).rejects.toThrow(`${entry} is not a function the stacks deploy`);
  expect(runtime.processes(entry)).toBe(0);
});
