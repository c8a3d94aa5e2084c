/**
 * A route's own table calls, replayed bare: the handler bench's second baseline. The bare call of
 * the same data (one GetItem or Query) says what a route costs beside the cheapest read of its
 * data; a route that makes several calls (an ownership check beside its list, a period's sums
 * beside its first page) is then above it by its data design, not by its handler. Replaying the
 * very calls one invocation made, in the same order and with the same ones in parallel, from the
 * same process, leaves only what the handler adds: parsing, the middleware, mapping and checking
 * the answer. Reads only: a replayed conditional write would be refused.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** One table call as a route sent it: the document client's command (its class and input). */
interface Sent {
  input: unknown;
}

interface Recorded {
  command: Sent;
  sent: number;
  done: number;
}

/** Calls sent together: each wave starts once the previous one has fully answered. */
export type Waves = Sent[][];

let recording: Recorded[] | undefined;
const original = DynamoDBDocumentClient.prototype.send;

/**
 * Records every call the document clients of this process send while `run` runs (the handlers
 * invoked in-process build their own clients; the prototype is shared), as waves.
 */
export async function recordTableCalls(run: () => Promise<unknown>): Promise<Waves> {
  if (recording) throw new Error('already recording');
  const calls: Recorded[] = [];
  recording = calls;
  DynamoDBDocumentClient.prototype.send = function (this: unknown, ...args: unknown[]) {
    const call: Recorded = { command: args[0] as Sent, sent: performance.now(), done: Infinity };
    calls.push(call);
    const answer = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return answer.finally(() => {
      call.done = performance.now();
    });
  } as typeof original;
  try {
    await run();
  } finally {
    DynamoDBDocumentClient.prototype.send = original;
    recording = undefined;
  }
  return wavesOf(calls);
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

/** Sends the waves again through `client`, each wave's calls at once, the waves in turn. */
export async function replay(client: DynamoDBDocumentClient, waves: Waves): Promise<void> {
  for (const wave of waves)
    await Promise.all(
      wave.map((command) => {
        const Command = command.constructor as new (input: unknown) => never;
        return client.send(new Command(command.input));
      }),
    );
}

/** `Get+Query, Query` for a check beside a list, then another list. */
export const describeWaves = (waves: Waves): string =>
  waves
    .map((wave) =>
      wave.map((c) => c.constructor.name.replace(/Command$/, '').replace(/Item$/, '')).join('+'),
    )
    .join(', ');
