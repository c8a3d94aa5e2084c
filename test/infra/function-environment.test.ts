import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { wsRoutes } from '../../lambdas/handlers/realtime/ws-routes';
import type { ApiFunction } from '../../lib/constructs/api-function';
import { synthApp } from './support/app';
import { lambdaDeps, requiredVariables } from './support/lambda-deps';

// One synthesis of the real app (real entries, real access lists).
const built = synthApp();
const { api, auth, events, realtime } = built.stacks;
const lambdas = await lambdaDeps();

/** Set on every function whatever its ports (see `sharedEnvironment` and `ApiFunction`). */
const everyFunction = ['LOG_LEVEL', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME'];

/** Each deployed function under its `lambdaEntries()` name. */
function deployed(): Map<string, ApiFunction> {
  const moduleOf = (routeKey: string) => wsRoutes.find((r) => r.routeKey === routeKey)?.module;
  return new Map([
    ...[...api.functions].map(([area, fn]) => [area, fn] as const),
    ...[...realtime.routeFunctions].map(
      ([key, fn]) => [path.posix.join('realtime', moduleOf(key) ?? key), fn] as const,
    ),
    ...[...realtime.consumers, ...events.consumers].map(
      ([consumer, fn]) => [path.posix.join('events', consumer), fn] as const,
    ),
    ['triggers/pre-sign-up', auth.preSignUp.function] as const,
    ['triggers/post-confirmation', auth.postConfirmation.function] as const,
  ]);
}

/** Set on every HTTP area function: the secret only CloudFront sends (edge guard). */
const everyHttpFunction = ['ORIGIN_VERIFY'];

function variablesOf(fn: ApiFunction): string[] {
  const stack = fn.fn.stack;
  const id = stack.getLogicalId(fn.fn.node.defaultChild as CfnElement);
  const resource = built.template(stack).toJSON().Resources[id] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return Object.keys(resource.Properties.Environment.Variables)
    .filter((name) => !everyFunction.includes(name))
    .filter((name) => !(fn.fn.stack === api && everyHttpFunction.includes(name)))
    .sort();
}

describe('function environments', () => {
  const functions = deployed();

  it('cover every Lambda the app bundles', () => {
    expect([...functions.keys()].sort()).toEqual(lambdas.map((l) => l.name).sort());
  });

  // The rights in `lib/config/function-access.ts` (and the realtime stack) set the names; the
  // ports in each Lambda's deps read them. Neither may name a resource the other does not.
  it.each(lambdas)('give $name exactly the variables its ports need', ({ name, ports }) => {
    const fn = functions.get(name);
    expect(fn, name).toBeDefined();
    expect(variablesOf(fn!)).toEqual(requiredVariables(ports));
  });
});
