import * as z from 'zod';
import type { DepsDeclaration, Port } from '../../../lambdas/deps/define-deps';
import { lambdaEntries, type LambdaEntry } from '../../../lib/lambda-entries';

type Ports = DepsDeclaration['ports'];

export interface LambdaDeps extends LambdaEntry {
  /** What its `handler` declares (an area: its `deps.ts`, through the route dispatcher). */
  ports: Ports;
}

/** Every Lambda the app deploys, with its declared ports, read from the module itself. */
export async function lambdaDeps(): Promise<LambdaDeps[]> {
  return Promise.all(
    lambdaEntries().map(async (lambda) => {
      const mod = (await import(lambda.entry)) as { handler?: { deps?: DepsDeclaration } };
      const deps = mod.handler?.deps;
      if (!deps)
        throw new Error(
          `${lambda.entry}: its handler declares no deps; build it with dispatchRoutes or eventHandler`,
        );
      return { ...lambda, ports: deps.ports };
    }),
  );
}

const ports = (declared: Ports): Port<unknown>[] => Object.values(declared);

/** The `@aws-sdk/client-*` packages the ports' adapters import, sorted. */
export function declaredSdkClients(declared: Ports): string[] {
  return [...new Set(ports(declared).flatMap((port) => port.sdkClients))].sort();
}

/**
 * The variables a deployed function must be given: those its ports read that are neither
 * optional (local endpoints) nor defaulted (AWS_REGION, which Lambda sets itself).
 */
export function requiredVariables(declared: Ports): string[] {
  const names = new Set<string>();
  for (const port of ports(declared)) {
    for (const [name, schema] of Object.entries(port.env.shape)) {
      if (!z.safeParse(schema, undefined).success) names.add(name);
    }
  }
  return [...names].sort();
}
