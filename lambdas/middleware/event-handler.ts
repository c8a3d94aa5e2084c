import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { DepsDeclaration, DepsProvider } from '../deps/define-deps';
import { functionTelemetry } from './telemetry';

export type EventHandler<E, R> = ((event: E, context?: Context) => Promise<R>) & {
  /** Its declaration; tests derive the bundle's SDK clients and the environment from it. */
  readonly deps: DepsDeclaration;
};

/**
 * A Lambda entry that is not an HTTP route (WebSocket route, table-stream or EventBridge
 * consumer, scheduled run, trigger), wired as `httpRoute` wires routes: `fn` gets exactly the
 * ports of `options.deps`, each built on its first use, inside Powertools' middlewares
 * (`telemetry.ts`).
 */
export function eventHandler<D, E, R>(
  options: { deps: DepsProvider<D> },
  fn: (event: E, input: { deps: D; context?: Context }) => Promise<R>,
): EventHandler<E, R> {
  const handler = middy<E, R>()
    .use(functionTelemetry())
    .handler((event, context) => fn(event, { deps: options.deps.deps, context }));
  return Object.assign(handler as (event: E, context?: Context) => Promise<R>, {
    deps: options.deps,
  });
}
