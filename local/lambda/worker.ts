/**
 * One execution environment of one function, as Lambda runs it: started by the launcher's pool
 * (`function-pool.ts`) with `node --import tsx worker.ts <entry>` (or `node worker.mjs <entry>`,
 * its bundle), it imports the entry (the cold start), then runs the invocations it is sent, one at
 * a time, in this process alone.
 *
 * The process starts with the variables every function has (region, keys, service name, log
 * level); the stack's resource variables come over the channel, and it keeps only those its
 * function's declared ports read (`handler.deps`), the names the stacks give that function in AWS.
 * They are set once the entry is imported and before its first invocation: ports read their
 * variables when first built, never at import, so the code sees exactly its own environment.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  carried,
  contextOf,
  type FromWorker,
  type InvocationFacts,
  type ToWorker,
} from './protocol';

type Handler = ((event: unknown, context: unknown) => unknown) & {
  deps?: { ports?: Record<string, { env?: { shape?: Record<string, unknown> } }> };
};

const entry = process.argv[2];
const send = (message: FromWorker) =>
  new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));

// The launcher went away (even killed outright): an environment does not outlive its service.
process.on('disconnect', () => process.exit(0));

let received: (variables: Record<string, string>) => void;
const variables = new Promise<Record<string, string>>((resolve) => (received = resolve));
let handler: Handler | undefined;

process.on('message', (message: ToWorker) => {
  if (message.type === 'variables') received(message.variables);
  else if (message.type === 'invoke') void invoke(message);
});

/** The names the function's ports read: a slice of the stack's variables each. */
function declaredNames(fn: Handler): Set<string> {
  const ports = Object.values(fn.deps?.ports ?? {});
  return new Set(ports.flatMap((port) => Object.keys(port.env?.shape ?? {})));
}

async function start(): Promise<void> {
  if (!entry) throw new Error('No entry given to the function process');
  const url = pathToFileURL(path.resolve(entry)).href;
  const mod = (await import(url)) as { handler?: unknown };
  if (typeof mod.handler !== 'function')
    throw new Error(`${entry} does not export a handler function`);
  const fn = mod.handler as Handler;
  const given = await variables;
  for (const name of declaredNames(fn)) {
    if (given[name] !== undefined) process.env[name] = given[name];
  }
  handler = fn;
}

async function invoke({
  id,
  event,
  context,
}: {
  id: number;
  event: unknown;
  context: InvocationFacts;
}) {
  try {
    // The pool sends one invocation at a time, and only once `ready` was said.
    if (!handler) throw new Error('Invoked before the function was ready');
    const value = await handler(event, contextOf(context));
    await send(value === undefined ? { type: 'result', id } : { type: 'result', id, value });
  } catch (error) {
    await send({ type: 'error', id, error: carried(error) });
  }
}

start().then(
  () => send({ type: 'ready' }),
  async (error: unknown) => {
    await send({ type: 'failed', error: carried(error) });
    process.exit(1);
  },
);
