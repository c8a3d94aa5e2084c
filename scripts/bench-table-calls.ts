/**
 * A route's own table calls, replayed bare: the handler bench's second baseline. The bare call of
 * the same data (one GetItem or Query) says what a route costs beside the cheapest read of its
 * data; a route that makes several calls (an ownership check beside its list, a period's sums
 * beside its first page) is then above it by its data design, not by its handler. Replaying the
 * very calls one invocation made, in the same order and with the same ones in parallel, from the
 * same process, leaves only what the handler adds: parsing, the middleware, mapping and checking
 * the answer. A write's calls are replayed too, each condition widened so that it holds
 * (`holding`): the same items are written again, with the same expressions evaluated.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  DocumentApi,
  type DocumentOperation,
  type DocumentShape,
} from '../lambdas/adapters/dynamodb/document-api';

/** One table call as a route sent it: the operation and its input, in the document shapes. */
interface Sent {
  operation: DocumentOperation;
  input: DocumentShape;
}

/** The document client's command for each operation, to replay a call through the SDK. */
const commands = {
  GetItem: GetCommand,
  PutItem: PutCommand,
  UpdateItem: UpdateCommand,
  DeleteItem: DeleteCommand,
  Query: QueryCommand,
  TransactWriteItems: TransactWriteCommand,
} as const;

interface Recorded {
  command: Sent;
  sent: number;
  done: number;
}

/** Calls sent together: each wave starts once the previous one has fully answered. */
export type Waves = Sent[][];

let recording: Recorded[] | undefined;
const original = DocumentApi.prototype.send;
/** Marks the calls made on behalf of the recorded run: an event consumer this run starts in
 * this same process (the local bus delivers from its own server) sends from another context. */
const recorded = new AsyncLocalStorage<Recorded[]>();

/**
 * Records every call the tables of this process send while `run` runs (the handlers invoked
 * in-process build their own `DocumentApi`; the prototype is shared), as waves.
 */
export async function recordTableCalls(run: () => Promise<unknown>): Promise<Waves> {
  if (recording) throw new Error('already recording');
  const calls: Recorded[] = [];
  recording = calls;
  DocumentApi.prototype.send = function (this: DocumentApi, operation, input) {
    if (recorded.getStore() !== calls) return original.call(this, operation, input);
    const call: Recorded = {
      command: { operation, input },
      sent: performance.now(),
      done: Infinity,
    };
    calls.push(call);
    return original.call(this, operation, input).finally(() => {
      call.done = performance.now();
    });
  };
  try {
    await recorded.run(calls, run);
  } finally {
    DocumentApi.prototype.send = original;
    recording = undefined;
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
  const widen = (part: DocumentShape): DocumentShape =>
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
  if (call.operation !== 'TransactWriteItems') return { ...call, input: widen(call.input) };
  const items = call.input.TransactItems as Array<Record<string, DocumentShape>>;
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

/**
 * Sends the waves again through `client` (the SDK's document client, as the bench's bare calls
 * are), each wave's calls at once, the waves in turn.
 */
export async function replay(client: DynamoDBDocumentClient, waves: Waves): Promise<void> {
  for (const wave of waves)
    await Promise.all(
      wave.map(({ operation, input }) => {
        const Command = commands[operation] as unknown as new (input: DocumentShape) => never;
        return client.send(new Command(input));
      }),
    );
}

/** `Get+Query, Query` for a check beside a list, then another list. */
export const describeWaves = (waves: Waves): string =>
  waves.map((wave) => wave.map((c) => c.operation.replace(/Item$/, '')).join('+')).join(', ');
