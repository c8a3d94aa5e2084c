import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { CfnResource, StackProps } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { connectionPartitions } from '../../lambdas/keys/live-connection';
import type { StreamSubscription } from '../../lambdas/events/stream-subscriptions';
import type { AppConfig } from '../config/app-config';
import { PUBLIC_FUNCTION_CONCURRENCY } from '../config/public-limits';
import { ApiFunction } from '../constructs/api-function';
import { sharedEnvironment } from '../constructs/app-resources';
import type { AppTable } from '../constructs/app-table';
import { addTableStreamSource } from '../constructs/table-stream-source';
import { acknowledge, nagResourceText } from '../nag/acknowledge';
import { pascalCase } from '../naming';

export interface RealtimeStackProps extends StackProps {
  config: AppConfig;
  table: AppTable;
  /** `$connect`/`$disconnect`/`ping` → module, from `lambdas/handlers/realtime/ws-routes.ts`. */
  wsRoutes: readonly { routeKey: string; module: string }[];
  /** Table-stream consumers that push to the connections (`lambdas/events/stream-subscriptions.ts`). */
  streamSubscriptions: readonly StreamSubscription[];
  /** Entry file of a route's module (`lambdas/handlers/realtime/<module>.ts` in the app). */
  wsRouteEntry: (module: string) => string;
  /** Entry file of a stream consumer (`lambdas/events/<consumer>.ts` in the app). */
  consumerEntry: (consumer: string) => string;
}

/** The one stage; the SPA connects to `wss://<api>.execute-api.<region>.amazonaws.com/live`. */
export const REALTIME_STAGE = 'live';
/**
 * Connection attempts and client messages per second for the whole stage. 50,000 open pages ping
 * every 5 minutes (some 170 messages a second) with room for their reconnects; one address is held
 * to 20 connections by `$connect` itself (API Gateway WebSocket APIs take no web ACL).
 */
const STAGE_THROTTLE = { rateLimit: 300, burstLimit: 600 };

/**
 * The consumer's time limit: a push to 50,000 connections at 50 posts in flight takes about half a
 * minute at AWS's post latency (test/integration/live-ticker.test.ts measures the rest).
 */
export const PUSH_TIMEOUT_SECONDS = 120;

type TablePartitionGrant = { partitions: string[]; actions: string[] };
const { connections, addresses } = connectionPartitions;

/** What each WebSocket route's function may do, and only to connection items. */
const connectionGrants: Record<string, TablePartitionGrant[]> = {
  // Counts the address's connections, then writes both items.
  connect: [
    { partitions: [addresses], actions: ['Query'] },
    { partitions: [connections, addresses], actions: ['PutItem'] },
  ],
  disconnect: [{ partitions: [connections, addresses], actions: ['DeleteItem'] }],
  ping: [{ partitions: [connections, addresses], actions: ['PutItem'] }],
};

/**
 * The live channel (docs/events.md): an API Gateway WebSocket API whose anonymous connections are kept
 * in the table, and the table-stream consumers that push to them. Stateless; it sits after Api and
 * hands its URL to the Web stack for `/config.json` and the CSP.
 */
export class RealtimeStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** `wss://…/live`. */
  readonly url: string;
  readonly routeFunctions = new Map<string, ApiFunction>();
  readonly consumers = new Map<string, ApiFunction>();
  /** Stream batches that kept failing (their shard positions, for a manual replay). */
  readonly failedBatches?: Queue;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const environment = sharedEnvironment(props.config);

    this.api = new WebSocketApi(this, 'Live', {
      description: 'vCISO Hub live updates (ticker changes) to open pages',
    });
    for (const { routeKey, module } of props.wsRoutes) {
      const fn = new ApiFunction(this, `Ws${pascalCase(module)}`, {
        entry: props.wsRouteEntry(module),
        description: `WebSocket ${routeKey}`,
        environment:
          // Only `$connect` checks the page's origin.
          module === 'connect'
            ? { ...environment, WS_ALLOWED_ORIGINS: props.config.appOrigin }
            : environment,
        // API Gateway waits for `$connect` before completing the handshake: a Query, two PutItems.
        timeout: Duration.seconds(5),
        // Anonymous like the public HTTP routes: capped, so a flood of connections cannot take
        // the account's concurrency from the signed-in areas.
        reservedConcurrency: PUBLIC_FUNCTION_CONCURRENCY[`Ws${pascalCase(module)}`],
      });
      const grants = connectionGrants[module];
      if (!grants) throw new Error(`No table actions declared for WebSocket module "${module}"`);
      for (const { partitions, actions } of grants) {
        fn.bindTablePartition(props.table, partitions, actions);
      }
      this.routeFunctions.set(routeKey, fn);
      const route = this.api.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${pascalCase(module)}Integration`, fn.fn),
      });
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        'Public by the spec: landing pages connect anonymously, and the channel only carries "ticker changed" hints.',
      );
    }

    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_YEAR }),
        ),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            connectionId: '$context.connectionId',
            status: '$context.status',
            latencyMs: '$context.integrationLatency',
            userAgent: '$context.identity.userAgent',
            disconnectStatusCode: '$context.disconnectStatusCode',
            error: '$context.error.message',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // Unlike HTTP APIs, a WebSocket stage only accepts access logging once the account has a
    // CloudWatch role for API Gateway ("CloudWatch Logs role ARN must be set in account settings").
    this.stage.node.addDependency(this.apiGatewayLoggingRole());
    this.url = this.stage.url;

    if (props.streamSubscriptions.length === 0) return;
    this.failedBatches = new Queue(this, 'FailedStreamBatches', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.failedBatches,
      'AwsSolutions-SQS3',
      'This queue is the on-failure destination of the stream mappings; it needs no queue of its own.',
    );
    for (const subscription of props.streamSubscriptions) {
      this.addStreamConsumer(subscription, props, environment, this.failedBatches);
    }
  }

  /** A consumer of the table stream, filtered as the subscription says, allowed to push. */
  private addStreamConsumer(
    subscription: StreamSubscription,
    props: RealtimeStackProps,
    environment: Record<string, string>,
    failedBatches: Queue,
  ): void {
    const name = pascalCase(subscription.consumer);
    const fn = new ApiFunction(this, name, {
      entry: props.consumerEntry(subscription.consumer),
      description: `Table stream consumer ${subscription.consumer}`,
      environment: { ...environment, WS_MANAGEMENT_ENDPOINT: this.stage.callbackUrl },
      timeout: Duration.seconds(PUSH_TIMEOUT_SECONDS),
    });
    // Query the shards, delete the connections that are gone; nothing else in the table.
    fn.bindTablePartition(props.table, [connectionPartitions.connections], ['Query']);
    fn.bindTablePartition(
      props.table,
      [connectionPartitions.connections, addresses],
      ['DeleteItem'],
    );
    this.consumers.set(subscription.consumer, fn);

    // POST to connections of this stage only: no DELETE/GET, no other stage or API.
    const connections = this.formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: `${REALTIME_STAGE}/POST/@connections/*`,
    });
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }),
    );

    addTableStreamSource(fn, props.table, subscription, failedBatches);

    const policy = fn.role.node.findChild('DefaultPolicy');
    acknowledge(
      policy,
      `AwsSolutions-IAM5[Resource::${nagResourceText(this, connections)}]`,
      'Connection ids are made per page visit; the ARN is fixed to this API, stage and POST.',
    );
    acknowledge(
      policy,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments and the stream mapping’s dynamodb:ListStreams support no resource-level permissions.',
    );
  }

  /**
   * API Gateway's account-wide CloudWatch role (one per account and region). The AWS-managed
   * policy is the documented one, and other APIs in the account may rely on the same role, so it
   * is neither narrowed nor removed with the stack.
   */
  private apiGatewayLoggingRole(): CfnResource {
    const role = new Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway account setting: writes API logs to CloudWatch Logs',
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(
      role,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The account-level API Gateway logging role AWS documents; it serves every API in the account.',
    );
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    account.node.addDependency(role);
    return account;
  }
}
