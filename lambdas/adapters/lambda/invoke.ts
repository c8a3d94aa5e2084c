import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type * as z from 'zod';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** What an invocation is sent through: Lambda's client, or a fake in unit tests. */
export type LambdaSender = Pick<LambdaClient, 'send'>;

/**
 * Lambda's client, one per container. Locally `endpoint` is the launcher's Invoke endpoint, which
 * runs the invoked function (in a process of its own) and answers as Lambda does.
 */
export const lambdaClient = processClient((region, endpoint) =>
  traced(new LambdaClient(clientConfig(region, endpoint))),
);

/**
 * Invokes `functionName` with `payload` and waits for its answer, read with `schema`. A function
 * that failed (Lambda answers 200 with `FunctionError`) fails the call with its message, so the
 * caller's route answers as any other failure does.
 */
export async function invokeFunction<S extends z.ZodType>(
  lambda: LambdaSender,
  functionName: string,
  payload: unknown,
  schema: S,
): Promise<z.output<S>> {
  const out = await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'RequestResponse',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
  const text = out.Payload ? new TextDecoder().decode(out.Payload) : '';
  if (out.FunctionError) {
    const failure = safeJson(text) as { errorType?: unknown; errorMessage?: unknown } | undefined;
    throw new Error(
      `${functionName} failed (${out.FunctionError}): ${String(failure?.errorType ?? '')} ${String(failure?.errorMessage ?? text)}`.trim(),
    );
  }
  return schema.parse(safeJson(text));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
