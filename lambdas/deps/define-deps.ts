import * as z from 'zod';
import { readEnv } from '../config/env';
import type { Deps } from '../ports/deps';
import type { PortAccess } from './function-access';

/**
 * How one port is made for real: the environment variables it reads (a slice of `ZLambdaEnv`),
 * the AWS SDK clients its adapter brings into a bundle, and the build. Defined once per port in
 * `lambdas/deps/<port>.ts`; a Lambda that does not declare the port never imports that file, so
 * its bundle holds neither the adapter nor its SDK client (docs/architecture.md, "Per-area
 * dependencies").
 */
export interface Port<T> {
  readonly env: z.ZodObject;
  /**
   * The `@aws-sdk/client-*` packages the adapter imports. test/infra/lambda-bundles.test.ts holds
   * every bundle to the union over its ports, so this list cannot drift from the code.
   */
  readonly sdkClients: readonly string[];
  /**
   * The rights the port implies in AWS (`lambdas/deps/function-access.ts`): every function that
   * declares it is given them, with the environment they set, and states none of them itself.
   */
  readonly access: PortAccess;
  /** Reads the variables (failing with their names and `name`), then builds the adapter. */
  create(name: string): T;
}

const noVariables = z.object({});

export function definePort<T, S extends z.ZodObject = typeof noVariables>(spec: {
  env?: S;
  sdkClients?: readonly string[];
  access?: PortAccess;
  build(env: z.output<S>): T;
}): Port<T> {
  const env = (spec.env ?? noVariables) as S;
  return {
    env,
    sdkClients: spec.sdkClients ?? [],
    access: spec.access ?? {},
    create: (name) => spec.build(readEnv(name, env)),
  };
}

/** What tooling and tests read of a declaration: its ports by name. */
export interface DepsDeclaration {
  readonly ports: Readonly<Record<string, Port<unknown>>>;
}

export interface DepsProvider<D> extends DepsDeclaration {
  /**
   * One object per declaration whose properties are the ports, each built on its first access
   * and then kept for the container's life. Pass it whole or read single ports: spreading it
   * (`{ ...deps }`) reads, and so builds, every port.
   */
  readonly deps: D;
  /** Unit tests: these fakes instead of the real ports; `undefined` goes back to the real ones. */
  override(fakes: Partial<D> | undefined): void;
}

const built = new Set<Map<string, unknown>>();

/**
 * Drops every built port of every declaration, so the next use reads the environment again: the
 * local launcher calls it after pointing the environment at another stack.
 */
export function resetDeps(): void {
  for (const ports of built) ports.clear();
}

/**
 * The ports one Lambda offers its handlers, e.g. `defineDeps({ table: tablePort, clock:
 * clockPort })`. Names and types come from `Deps`, so a port is always called the same, and the
 * result is typed to exactly the declared ports: a service that needs another one fails the type
 * check in the handler that passes it these deps.
 */
export function defineDeps<K extends keyof Deps>(ports: {
  readonly [P in K]: Port<Deps[P]>;
}): DepsProvider<Pick<Deps, K>> {
  type D = Pick<Deps, K>;
  const cache = new Map<string, unknown>();
  built.add(cache);
  let fakes: Partial<D> = {};
  const deps = {} as D;
  for (const name of Object.keys(ports) as K[]) {
    Object.defineProperty(deps, name, {
      enumerable: true,
      get() {
        if (Object.hasOwn(fakes, name)) return fakes[name];
        if (!cache.has(name)) cache.set(name, ports[name].create(name));
        return cache.get(name);
      },
    });
  }
  return {
    ports,
    deps: Object.freeze(deps),
    override(next) {
      // Kept as given (not copied), so a fake's getters run only when its port is read.
      fakes = next ?? {};
    },
  };
}

/** For Lambdas (or routes) that reach nothing outside themselves. */
export const noDeps = defineDeps({});
