import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invokeFunction } from '../../../lambdas/adapters/lambda/invoke';
import {
  createLambdaInvoke,
  lambdaInvokePath,
  localFunctions,
} from '../../../local/lambda/invoke-endpoint';

// The launcher's Invoke endpoint, called by the SDK's own Lambda client as the functions call it.
const handlers: Record<string, (event: unknown) => unknown> = {
  'calendar-refresh': (event) => ({ echoed: event }),
  'calendar-consent': () => {
    throw new TypeError('the provider went away');
  },
  'triggers/post-confirmation': (event) => event,
};
const logged: string[] = [];
const invoke = createLambdaInvoke((_source, line) => logged.push(line), {
  load: async (name) => async (event: unknown) => handlers[name]!(event),
  timeoutMs: 200,
});
let server: Server;
let client: LambdaClient;

beforeAll(async () => {
  server = createServer((req, res) => void invoke(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new LambdaClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${lambdaInvokePath}`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ZEcho = z.object({ echoed: z.object({ slug: z.string() }) });

it('runs the invoked function and answers its result as the payload', async () => {
  expect(await invokeFunction(client, 'calendar-refresh', { slug: 'advisory' }, ZEcho)).toEqual({
    echoed: { slug: 'advisory' },
  });
});

it('answers a failure as Lambda does, and the caller fails with its message', async () => {
  const out = await client.send(
    new InvokeCommand({
      FunctionName: 'calendar-consent',
      Payload: new TextEncoder().encode('{}'),
    }),
  );
  expect(out.StatusCode).toBe(200);
  expect(out.FunctionError).toBe('Unhandled');
  expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({
    errorType: 'TypeError',
    errorMessage: 'the provider went away',
  });
  await expect(invokeFunction(client, 'calendar-consent', {}, z.unknown())).rejects.toThrow(
    /calendar-consent failed \(Unhandled\): TypeError the provider went away/,
  );
  expect(logged.some((line) => line.includes('the provider went away'))).toBe(true);
});

it('times a function out as Lambda would', async () => {
  handlers['calendar-refresh'] = () => new Promise(() => {});
  try {
    await expect(invokeFunction(client, 'calendar-refresh', {}, z.unknown())).rejects.toThrow(
      /Task timed out/,
    );
  } finally {
    handlers['calendar-refresh'] = (event) => ({ echoed: event });
  }
});

it('knows only the functions the API invokes', async () => {
  await expect(
    client.send(new InvokeCommand({ FunctionName: 'account-closure' })),
  ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
});

it('refuses an answer that is not what the caller expects', async () => {
  await expect(
    invokeFunction(client, 'calendar-refresh', { other: 1 }, ZEcho),
  ).rejects.toBeInstanceOf(z.ZodError);
});

it('runs the pool triggers cognito-local calls, by their Lambda entry names, with 5 s', async () => {
  const event = { triggerSource: 'PostConfirmation_ConfirmSignUp', response: {} };
  const out = await client.send(
    new InvokeCommand({
      FunctionName: 'triggers/post-confirmation',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
  expect(out.FunctionError).toBeUndefined();
  expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual(event);
  expect(localFunctions().get('triggers/post-confirmation')).toEqual({
    file: 'lambdas/triggers/post-confirmation.ts',
    timeoutMs: 5_000,
  });
  expect(localFunctions().get('calendar-refresh')?.timeoutMs).toBe(60_000);
});
