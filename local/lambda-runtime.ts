import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { repoRoot } from './config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (event: any, context: Context) => unknown;

const modules = new Map<string, Promise<AnyHandler>>();

/**
 * Imports a Lambda entry on first use (like a cold start) and keeps it (warm). Lazy, so a broken
 * handler only breaks its own routes, and start-up does not pay for modules nobody calls.
 */
export function loadHandler(relativeFile: string): Promise<AnyHandler> {
  let loaded = modules.get(relativeFile);
  if (!loaded) {
    const url = pathToFileURL(path.join(repoRoot, relativeFile)).href;
    loaded = import(url).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function')
        throw new Error(`${relativeFile} does not export a handler function`);
      return mod.handler as AnyHandler;
    });
    // A failed import is retried on the next call, so fixing the file is enough (no restart).
    loaded.catch(() => modules.delete(relativeFile));
    modules.set(relativeFile, loaded);
  }
  return loaded;
}

/** What Lambda passes as the second argument; enough for middy, Powertools and our logging. */
export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
