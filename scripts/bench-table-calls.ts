/**
 * A route's own table calls, replayed bare: the handler bench's second baseline. The bare call of
 * the same data (one GetItem or Query) says what a route costs beside the cheapest read of its
 * data; a route that makes several calls (an ownership check beside its list, a period's sums
 * beside its first page) is then above it by its data design, not by its handler. Replaying the
 * very calls one invocation made, in the same order and with the same ones in parallel, from the
 * same process, leaves only what the handler adds: parsing, the middleware, mapping and checking
 * the answer. Reads only: a replayed conditional write would be refused.
 */
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

/**
 * Records every call the tables of this process send while `run` runs (the handlers invoked
 * in-process build their own `DocumentApi`; the prototype is shared), as waves.
 */
export async function recordTableCalls(run: () => Promise<unknown>): Promise<Waves> {
  if (recording) throw new Error('already recording');
  const calls: Recorded[] = [];
  recording = calls;
  DocumentApi.prototype.send = function (this: DocumentApi, operation, input) {
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
    await run();
  } finally {
    DocumentApi.prototype.send = original;
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
