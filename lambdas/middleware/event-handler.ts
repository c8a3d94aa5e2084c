import type { Context } from 'aws-lambda';
import type { DepsDeclaration, DepsProvider } from '../deps/define-deps';
import { recordColdStart } from './metrics';

export type EventHandler<E, R> = ((event: E, context?: Context) => Promise<R>) & {
  /** Its declaration; tests derive the bundle's SDK clients and the environment from it. */
  readonly deps: DepsDeclaration;
};

/**
 * A Lambda entry that is not an HTTP route (WebSocket route, table-stream or EventBridge
 * consumer), wired as `httpRoute` wires routes: `fn` gets exactly the ports of `options.deps`,
 * each built on its first use.
 */
export function eventHandler<D, E, R>(
  options: { deps: DepsProvider<D> },
  fn: (event: E, input: { deps: D; context?: Context }) => Promise<R>,
): EventHandler<E, R> {
  const handler = (event: E, context?: Context) => {
    recordColdStart();
    return fn(event, { deps: options.deps.deps, ...(context ? { context } : {}) });
  };
  return Object.assign(handler, { deps: options.deps });
}
