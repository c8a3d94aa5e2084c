/**
 * A route's own table calls, replayed directly: the handler bench's baseline. The calls one
 * invocation sent through the document client are recorded, then sent again through a document
 * client of the bench, from the same process, in the same order and with the same ones at once.
 * What the route takes beyond them is what the handler adds: parsing, the middleware, the service's
 * own work, mapping and checking the answer. A write's calls are replayed too, each condition
 * widened so that it holds (`holding`): the same items are written again, with the same
 * expressions evaluated.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A document command's input (`GetCommandInput`, `TransactWriteCommandInput`, …). */
type CommandInput = Record<string, unknown>;

/** One table call as a route sent it: the document command's class and its input. */
export interface Sent {
  /** `GetCommand`, `QueryCommand`, …: the call is sent again as `new Command(input)`. */
  Command: new (input: never) => unknown;
  input: CommandInput;
}

interface Recorded {
  command: Sent;
  sent: number;
  done: number;
}

/** Calls sent together: each wave starts once the previous one has fully answered. */
export type Waves = Sent[][];

type Send = (this: DynamoDBDocumentClient, command: unknown, ...rest: unknown[]) => unknown;

// Every document client's `send`, whichever adapter built the client: it is the SDK's own, on the
// prototype chain, and one of them is what sends every table call.
const prototype = DynamoDBDocumentClient.prototype as unknown as { send: Send };

/** Marks the calls made on behalf of the recorded run: an event consumer this run starts in
 * this same process (the local bus delivers from its own server) sends from another context. */
const recorded = new AsyncLocalStorage<Recorded[]>();
let recording = false;

/**
 * Records every call the document clients of this process send on behalf of `run` (the handlers
 * invoked in-process build their own client; the prototype is shared), as waves.
 */
export async function recordTableCalls(run: () => Promise<unknown>): Promise<Waves> {
  if (recording) throw new Error('already recording');
  recording = true;
  const own = Object.getOwnPropertyDescriptor(prototype, 'send');
  const send = prototype.send;
  const calls: Recorded[] = [];
  prototype.send = function (command, ...rest) {
    if (recorded.getStore() !== calls) return send.call(this, command, ...rest);
    const { constructor, input } = command as { constructor: Sent['Command']; input: CommandInput };
    const call: Recorded = {
      command: { Command: constructor, input },
      sent: performance.now(),
      done: Infinity,
    };
    calls.push(call);
    return (send.call(this, command, ...rest) as Promise<unknown>).finally(() => {
      call.done = performance.now();
    });
  };
  try {
    await recorded.run(calls, run);
  } finally {
    // Back to the SDK's own `send` (inherited, unless a release defines one of its own here).
    if (own) Object.defineProperty(prototype, 'send', own);
    else delete (prototype as { send?: Send }).send;
    recording = false;
  }
  // Replayable as recorded: writes with conditions that hold.
  return wavesOf(calls).map((wave) => wave.map(holding));
}

/** Groups calls (in the order sent) into waves: a call sent before the current wave had fully
 * answered runs beside it; one sent after starts the next. */
export function wavesOf(calls: readonly Recorded[]): Waves {
  const waves: Recorded[][] = [];
  for (const call of calls) {
    const wave = waves.at(-1);
    if (wave && call.sent < Math.max(...wave.map((c) => c.done))) wave.push(call);
    else waves.push([call]);
  }
  return waves.map((wave) => wave.map((c) => c.command));
}

/** An attribute no item has, so `attribute_not_exists` of it always holds. */
const NEVER_SET = 'benchReplayNeverSet';

/**
 * The same call with every condition widened to one that always holds: the condition is still
 * evaluated, and the write goes through again, rewriting the same items (a move of the same day
 * locks, the same meeting and claim). Reads pass unchanged.
 */
export function holding(call: Sent): Sent {
  const widen = (part: CommandInput): CommandInput =>
    typeof part.ConditionExpression === 'string'
      ? {
          ...part,
          ConditionExpression: `(${part.ConditionExpression}) OR attribute_not_exists(#${NEVER_SET})`,
          ExpressionAttributeNames: {
            ...(part.ExpressionAttributeNames as Record<string, string> | undefined),
            [`#${NEVER_SET}`]: NEVER_SET,
          },
        }
      : part;
  const items = call.input.TransactItems as Array<Record<string, CommandInput>> | undefined;
  if (!items) return { ...call, input: widen(call.input) };
  return {
    ...call,
    input: {
      ...call.input,
      TransactItems: items.map((item) =>
        Object.fromEntries(Object.entries(item).map(([kind, part]) => [kind, widen(part)])),
      ),
    },
  };
}

/** Sends the waves again through `client`, each wave's calls at once, the waves in turn. */
export async function replay(client: DynamoDBDocumentClient, waves: Waves): Promise<void> {
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  for (const wave of waves)
    await Promise.all(
      wave.map(({ Command, input }) =>
        // The input is the one this very class was built with.
        send(new (Command as new (input: CommandInput) => unknown)(input)),
      ),
    );
}

/** `Get+Query, Query` for a check beside a list, then another list. */
export const describeWaves = (waves: Waves): string =>
  waves.map((wave) => wave.map((c) => c.Command.name.replace(/Command$/, '')).join('+')).join(', ');
