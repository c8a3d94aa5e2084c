import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { tickerStream } from '../../lambdas/events/stream-subscriptions';
import { wsRoutes } from '../../lambdas/handlers/realtime/ws-routes';
import { readAppConfig } from '../../lib/config/app-config';
import { featureFlags } from '../../lib/config/feature-flags';
import { DataStack } from '../../lib/stacks/data-stack';
import {
  PUSH_TIMEOUT_SECONDS,
  REALTIME_STAGE,
  RealtimeStack,
} from '../../lib/stacks/realtime-stack';
import { WebStack } from '../../lib/stacks/web-stack';
import { acknowledgements, fixturesDir, missingWebDist, nagFindings } from './support/app';

type Resources = Record<string, { Properties: Record<string, unknown>; DependsOn?: string[] }>;

// The real route and subscription lists, with a fixture handler so bundling stays quick.
function realtimeApp() {
  const app = new App({ context: featureFlags, builtinCloudFormationValidation: false });
  const config = readAppConfig(app.node);
  const env = { region: config.region };
  const data = new DataStack(app, 'Data', { env });
  const fixture = () => path.join(fixturesDir, 'consumer.ts');
  const realtime = new RealtimeStack(app, 'Realtime', {
    env,
    config,
    table: data.table,
    wsRoutes,
    streamSubscriptions: [tickerStream],
    wsRouteEntry: fixture,
    consumerEntry: fixture,
  });
  const shared = new Stack(app, 'Shared', { env });
  const web = new WebStack(app, 'Web', {
    env,
    config,
    api: HttpApi.fromHttpApiAttributes(shared, 'Http', { httpApiId: 'http123' }),
    userPoolId: 'eu-west-2_pool',
    userPoolClientId: 'client',
    oauthDomain: 'hub.auth.eu-west-2.amazoncognito.com',
    federatedProviders: [],
    webDist: missingWebDist,
    realtimeUrl: realtime.url,
    originVerifySecretName: 'Api/origin-verify',
    fileBuckets: ['documents-bucket'],
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, realtime, web, config };
}

describe('realtime', () => {
  const { app, realtime, web, config } = realtimeApp();
  const template = Template.fromStack(realtime);
  const functionId = (fn: { fn: { node: { defaultChild?: unknown } } }) =>
    realtime.getLogicalId(fn.fn.node.defaultChild as never);
  const consumer = realtime.consumers.get('ticker-stream')!;

  it('routes $connect, $disconnect and ping to their own functions through Lambda proxy integrations', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    // The page's {"action":"ping"} selects the ping route.
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    expect(wsRoutes.map((r) => r.routeKey)).toEqual(['$connect', '$disconnect', 'ping']);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 3);
    for (const { routeKey } of wsRoutes) {
      const fn = realtime.routeFunctions.get(routeKey)!;
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: {
          IntegrationType: 'AWS_PROXY',
          IntegrationUri: Match.objectLike({
            'Fn::Join': Match.arrayWith([
              Match.arrayWith([{ 'Fn::GetAtt': [functionId(fn), 'Arn'] }]),
            ]),
          }),
        },
      });
      const [integrationId] = Object.keys(integrations);
      expect(integrationId, routeKey).toBeDefined();
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        AuthorizationType: 'NONE',
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      });
    }
  });

  it('throttles and access-logs the stage, after the account logging role is in place', () => {
    const stages = template.findResources('AWS::ApiGatewayV2::Stage', {
      Properties: {
        StageName: REALTIME_STAGE,
        AutoDeploy: true,
        // 50,000 pages pinging every 5 minutes are ~170 messages a second.
        DefaultRouteSettings: { ThrottlingRateLimit: 300, ThrottlingBurstLimit: 600 },
        AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      },
    }) as Resources;
    const [stage] = Object.values(stages);
    expect(stage).toBeDefined();
    const [account] = Object.keys(template.findResources('AWS::ApiGateway::Account'));
    expect(stage!.DependsOn).toContain(account);
  });

  it('maps the table stream to the consumer with the shared PK = TICKER filter and tight limits', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId(consumer) },
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      StartingPosition: 'LATEST',
      FilterCriteria: {
        Filters: [{ Pattern: JSON.stringify({ dynamodb: { Keys: { PK: { S: ['TICKER'] } } } }) }],
      },
      BatchSize: tickerStream.batchSize,
      MaximumBatchingWindowInSeconds: 0,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: tickerStream.retryAttempts,
      MaximumRecordAgeInSeconds: tickerStream.maxRecordAgeSeconds,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('lets only the consumer POST to @connections, of this API and stage only', () => {
    const policies = template.findResources('AWS::IAM::Policy') as Resources;
    const manage = Object.entries(policies).flatMap(([id, policy]) =>
      (
        policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }
      ).Statement.filter((s) => JSON.stringify(s.Action).includes('execute-api')).map(
        (statement) => ({ id, statement }),
      ),
    );
    expect(manage).toHaveLength(1);
    const [{ id, statement }] = manage as [{ id: string; statement: Record<string, unknown> }];
    expect(id).toMatch(/^TickerStreamRole/);
    expect(statement.Action).toBe('execute-api:ManageConnections');
    expect(statement.Resource).toEqual({
      'Fn::Join': [
        '',
        [
          'arn:aws:execute-api:eu-west-2:',
          { Ref: 'AWS::AccountId' },
          ':',
          { Ref: realtime.getLogicalId(realtime.api.node.defaultChild as never) },
          `/${REALTIME_STAGE}/POST/@connections/*`,
        ],
      ],
    });
  });

  it('gives the consumer time for a push to 50,000 connections', () => {
    expect(PUSH_TIMEOUT_SECONDS).toBe(120);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Table stream consumer ticker-stream',
      Timeout: PUSH_TIMEOUT_SECONDS,
    });
  });

  it('gives the consumer the stage callback URL, $connect the app origin, the others only the table', () => {
    const env = (fn: typeof consumer) =>
      (
        template.toJSON().Resources[functionId(fn)].Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
    expect(env(consumer).WS_MANAGEMENT_ENDPOINT).toEqual({
      'Fn::Join': [
        '',
        [
          'https://',
          { Ref: realtime.getLogicalId(realtime.api.node.defaultChild as never) },
          '.execute-api.eu-west-2.',
          { Ref: 'AWS::URLSuffix' },
          `/${REALTIME_STAGE}`,
        ],
      ],
    });
    const base = ['LOG_LEVEL', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME'];
    for (const [routeKey, fn] of realtime.routeFunctions) {
      const expected = routeKey === '$connect' ? [...base, 'WS_ALLOWED_ORIGINS'] : base;
      expect(Object.keys(env(fn)).sort(), routeKey).toEqual(expected.sort());
    }
    const connectEnv = env(realtime.routeFunctions.get('$connect')!);
    expect(connectEnv.WS_ALLOWED_ORIGINS).toBe(config.appOrigin);
  });

  it('lets the realtime functions touch connection items only, with only the actions they use', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (p) =>
        p.Properties.PolicyDocument.Statement as {
          Action: string | string[];
          Condition?: unknown;
        }[],
    );
    const dynamo = statements.filter((st) => JSON.stringify(st.Action).includes('dynamodb:'));
    const tableActions = dynamo.filter((st) => !JSON.stringify(st.Action).includes('Stream'));
    const grants = tableActions.map((st) => {
      const condition = st.Condition as Record<string, Record<string, string[]>>;
      expect(Object.keys(condition)).toEqual(['ForAllValues:StringLike']);
      const keys = condition['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!;
      return `${[st.Action].flat().sort().join(' ')} on ${[...keys].sort().join(' ')}`;
    });
    // The shards (WSCONN#0..15) and the per-address records (WSIP#<ip>), nothing else.
    expect(grants.sort()).toEqual(
      [
        // $connect: count the address's connections, write both records.
        'dynamodb:Query on WSIP#*',
        'dynamodb:PutItem on WSCONN#* WSIP#*',
        // $disconnect
        'dynamodb:DeleteItem on WSCONN#* WSIP#*',
        // ping
        'dynamodb:PutItem on WSCONN#* WSIP#*',
        // the push: list the shards, drop connections that are gone
        'dynamodb:Query on WSCONN#*',
        'dynamodb:DeleteItem on WSCONN#* WSIP#*',
      ].sort(),
    );
    // No managed table policy (read-write on every item) on any realtime role.
    const roles = JSON.stringify(template.findResources('AWS::IAM::Role'));
    expect(roles).not.toMatch(/ReadWrite|ReadOnly/);
  });

  it('serves the wss:// stage URL as wsUrl in /config.json and allows it in the CSP', () => {
    const wsUrl = web.resolve(web.webConfig.wsUrl) as { 'Fn::Join': [string, unknown[]] };
    const joined = JSON.stringify(wsUrl);
    expect(joined).toMatch(/^\{"Fn::Join":\["",\["wss:\/\/",\{"Fn::ImportValue":"Realtime:/);
    expect(joined).toContain(`/${REALTIME_STAGE}"]]}`);

    const webTemplate = Template.fromStack(web);
    const deployments = Object.values(
      webTemplate.findResources('Custom::CDKBucketDeployment') as Resources,
    );
    expect(JSON.stringify(deployments.map((d) => d.Properties.SourceMarkers))).toContain(
      'Realtime:ExportsOutputRefLive',
    );
    const csp = JSON.stringify(webTemplate.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toMatch(/wss:\/\/",\{"Fn::ImportValue":"Realtime:ExportsOutputRefLive/);
  });

  it('passes cdk-nag, each acknowledgement with a one-line reason', () => {
    expect(nagFindings(app)).toEqual([]);
    const acks = acknowledgements(realtime);
    expect(acks.map((a) => a.rule)).toEqual(
      expect.arrayContaining([
        'AwsSolutions-APIG4',
        'AwsSolutions-SQS3',
        expect.stringMatching(
          /^AwsSolutions-IAM5\[Resource::arn:.*\/live\/POST\/@connections\/\*\]$/,
        ),
      ]),
    );
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.path} ${ack.rule}`).toBeGreaterThan(10);
      expect(ack.reason, `${ack.path} ${ack.rule}`).not.toContain('\n');
    }
  });
});
