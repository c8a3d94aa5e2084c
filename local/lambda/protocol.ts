import type { Context } from 'aws-lambda';

/**
 * What the launcher and a function's process (`worker.ts`) say to each other over the IPC channel
 * (JSON, as Lambda's own runtime API carries events and results).
 */

/** The per-invocation part of Lambda's context; the deadline travels, the clock is each side's. */
export interface InvocationFacts {
  awsRequestId: string;
  functionName: string;
  functionVersion: string;
  invokedFunctionArn: string;
  memoryLimitInMB: string;
  logGroupName: string;
  logStreamName: string;
  /** Epoch milliseconds: when Lambda would stop the invocation. */
  deadline: number;
}

/** An error as it crosses the channel: what Lambda reports as `errorType` and `errorMessage`. */
export interface CarriedError {
  name: string;
  message: string;
  stack?: string;
}

export type ToWorker =
  /** First message: the stack's variables; the process keeps those its function's ports read. */
  | { type: 'variables'; variables: Record<string, string> }
  | { type: 'invoke'; id: number; event: unknown; context: InvocationFacts };

export type FromWorker =
  /** Imported and given its variables: a cold start done. */
  | { type: 'ready' }
  /** The entry could not be imported (or exports no handler); the process exits. */
  | { type: 'failed'; error: CarriedError }
  | { type: 'result'; id: number; value?: unknown }
  | { type: 'error'; id: number; error: CarriedError };

/** Lambda's context object for one invocation, from its facts. */
export function contextOf(facts: InvocationFacts): Context {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: facts.functionName,
    functionVersion: facts.functionVersion,
    invokedFunctionArn: facts.invokedFunctionArn,
    memoryLimitInMB: facts.memoryLimitInMB,
    awsRequestId: facts.awsRequestId,
    logGroupName: facts.logGroupName,
    logStreamName: facts.logStreamName,
    getRemainingTimeInMillis: () => Math.max(0, facts.deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The facts of a context made on this side (the deadline from its remaining time). */
export function factsOf(context: Context): InvocationFacts {
  return {
    awsRequestId: context.awsRequestId,
    functionName: context.functionName,
    functionVersion: context.functionVersion,
    invokedFunctionArn: context.invokedFunctionArn,
    memoryLimitInMB: context.memoryLimitInMB,
    logGroupName: context.logGroupName,
    logStreamName: context.logStreamName,
    deadline: Date.now() + context.getRemainingTimeInMillis(),
  };
}

export function carried(error: unknown): CarriedError {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** The error again, with the stack the function's process gave it. */
export function restored({ name, message, stack }: CarriedError): Error {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
