import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/middleware/metrics';
import type { ApiFunction } from '../../lib/constructs/api-function';
import { subscriptions } from '../../lambdas/events/subscriptions';
import { areas } from '../../lambdas/routes';
import { lambdaEntries } from '../../lib/lambda-entries';
import { APP_METRICS } from '../../lib/stacks/operations-stack';
import { synthApp } from './support/app';
import { paths } from '../../lib/paths';
import { bundleInputs } from './support/bundle-inputs';
import { declaredSdkClients, lambdaDeps } from './support/lambda-deps';

// Item 9 of the hardening issue: every function traces and emits metrics, logs carry one
// correlation id, and the dashboard shows the functions' own metrics.
const built = synthApp();
const { api, auth, events, realtime, operations } = built.stacks;
const lambdas = await lambdaDeps();

const everyFunction: [string, ApiFunction][] = [
  ...[...api.functions, ...api.publicReaders].map(
    ([n, fn]) => [`api/${n}`, fn] as [string, ApiFunction],
  ),
  ...[...events.consumers].map(([n, fn]) => [`events/${n}`, fn] as [string, ApiFunction]),
  ...[...realtime.routeFunctions, ...realtime.consumers].map(
    ([n, fn]) => [`realtime/${n}`, fn] as [string, ApiFunction],
  ),
  ['triggers/pre-sign-up', auth.preSignUp.function],
  ['triggers/post-confirmation', auth.postConfirmation.function],
];

function resourceOf(fn: ApiFunction) {
  const stack = fn.fn.stack;
  const id = stack.getLogicalId(fn.fn.node.defaultChild as CfnElement);
  return built.template(stack).toJSON().Resources[id] as {
    Properties: {
      TracingConfig?: { Mode: string };
      Environment: { Variables: Record<string, unknown> };
    };
  };
}

describe('traces and metrics', () => {
  it.each(everyFunction)('%s is traced, may write traces, and names its service', (_, fn) => {
    const { Properties } = resourceOf(fn);
    expect(Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toEqual(expect.any(String));
    const policies = JSON.stringify(
      built.template(fn.role.stack).findResources('AWS::IAM::Policy'),
    );
    expect(policies).toContain('xray:PutTraceSegments');
  });

  it('gives every function a service name of its own', () => {
    const names = everyFunction.map(
      ([, fn]) => resourceOf(fn).Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME,
    );
    const byStack = everyFunction.map(
      ([, fn], i) => `${fn.fn.stack.stackName}/${String(names[i])}`,
    );
    expect(new Set(byStack).size).toBe(everyFunction.length);
  });

  // The metrics and correlation modules are wired in the route and event wrappers; a Lambda
  // built without them would emit no cold start or error metric, or lose the id.
  const http = new Set(areas as readonly string[]);
  const busConsumers = new Set(subscriptions.map((s) => `events/${s.consumer}`));
  it.each(lambdaEntries())(
    '$name bundles the metrics (and the correlation id where requests or events arrive)',
    async ({ name, entry }) => {
      const inputs = await bundleInputs(entry);
      expect(inputs).toContain('lambdas/middleware/metrics.ts');
      expect(inputs.some((f) => f.includes('@aws-lambda-powertools/metrics'))).toBe(true);
      if (http.has(name) || busConsumers.has(name))
        expect(inputs).toContain('lambdas/middleware/correlation.ts');
    },
    60_000,
  );
});

describe('traced AWS calls', () => {
  const adapters = path.join(paths.repoRoot, 'lambdas', 'adapters');
  const sources = readdirSync(adapters, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(adapters, file), 'utf8') }));

  // `traced` (lambdas/adapters/aws-clients.ts) makes each call of a client an X-Ray subsegment
  // named after its service and operation; a client built without it would call AWS unseen.
  it('builds every SDK client through the tracer', () => {
    const built = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/new (\w+Client)\(/g)].map((m) => ({
        client: `${file}: ${m[1]}`,
        traced: /traced\(\s*$/.test(text.slice(0, m.index)),
      })),
    );
    expect(built.map((b) => b.client)).toContain('dynamodb/repository.ts: DynamoDBClient');
    expect(built.filter((b) => !b.traced).map((b) => b.client)).toEqual([]);
  });

  it.each(lambdas.filter(({ ports }) => declaredSdkClients(ports).length > 0))(
    '$name bundles the tracer with its SDK clients',
    async ({ entry }) => {
      const inputs = await bundleInputs(entry);
      expect(inputs).toContain('lambdas/adapters/aws-clients.ts');
      expect(inputs.some((f) => f.includes('@aws-lambda-powertools/tracer'))).toBe(true);
    },
    60_000,
  );
});

describe('dashboard', () => {
  it("shows the functions' own metrics: 5xx by route, consumer failures, cold starts", () => {
    const body = JSON.stringify(
      built.template(operations).findResources('AWS::CloudWatch::Dashboard'),
    );
    for (const { metricName, dimension } of APP_METRICS) {
      expect(body).toContain(`{${METRICS_NAMESPACE},${dimension}} MetricName=\\\\\\"${metricName}`);
    }
  });
});
