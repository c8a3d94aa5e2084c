import { App, Tags, Validations } from 'aws-cdk-lib';
import type { Environment } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { invocations } from '../lambdas/events/invocations';
import { pushStreams, relayStreams } from '../lambdas/events/stream-subscriptions';
import { schedules } from '../lambdas/events/schedules';
import { eventSource, subscriptions } from '../lambdas/events/subscriptions';
import { wsRoutes } from '../lambdas/handlers/realtime/ws-routes';
import { routes } from '../lambdas/routes';
import { readAppConfig } from './config/app-config';
import type { AppConfig } from './config/app-config';
import { featureFlags } from './config/feature-flags';
import { areaAccess, consumerAccess, publicReadAccess } from './config/function-access';
import type { ApiFunction } from './constructs/api-function';
import { areaEntry, consumerEntry, paths, wsRouteEntry } from './paths';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeSecurityStack } from './stacks/edge-security-stack';
import { EventsStack } from './stacks/events-stack';
import { OperationsStack } from './stacks/operations-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { StorageStack } from './stacks/storage-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildAppOptions {
  /** Extra context (tests); `cdk.json` and `-c` reach the App through the CLI as usual. */
  context?: Record<string, unknown>;
  /** Built SPA folder; tests point it elsewhere to cover both cases. */
  webDist?: string;
  /** Where the app writes the cloud assembly (tests: a temp dir). */
  outdir?: string;
  /**
   * CDK's built-in CloudFormation template validation (schema and lint). On for `cdk synth`;
   * the infra tests turn it off because it is most of their synth time (~11 s per app).
   * @default true
   */
  cfnValidation?: boolean;
}

export interface VcisoApp {
  app: App;
  config: AppConfig;
  stacks: {
    data: DataStack;
    auth: AuthStack;
    storage: StorageStack;
    events: EventsStack;
    api: ApiStack;
    realtime: RealtimeStack;
    edge: EdgeSecurityStack;
    web: WebStack;
    operations: OperationsStack;
  };
}

/**
 * The whole CDK app. Stateful stacks (data, auth, storage) come first and never depend on the
 * stateless ones (events, api, realtime, web), which can be replaced freely. No API function
 * publishes to the bus (their events go through the table's outbox); Api depends on Events only
 * for the functions two anonymous areas invoke (`invocations.ts`); Realtime precedes Web, which
 * serves its URL.
 */
export function buildApp(options: BuildAppOptions = {}): VcisoApp {
  const app = new App({
    context: { ...featureFlags, ...options.context },
    outdir: options.outdir,
    builtinCloudFormationValidation: options.cfnValidation ?? true,
  });
  const config = readAppConfig(app.node);
  // Region pinned, account left to deploy time: synth needs no credentials and makes no lookups.
  const env: Environment = { region: config.region };
  const name = (concern: string) => `${config.stackPrefix}-${concern}`;

  const data = new DataStack(app, name('Data'), { env });
  const auth = new AuthStack(app, name('Auth'), { env, config, table: data.table });
  const storage = new StorageStack(app, name('Storage'), { env, appOrigin: config.appOrigin });

  const shared = {
    env,
    config,
    table: data.table,
    documents: storage.documents,
    photos: storage.photos,
    userPool: auth.userPool,
    recoveryClientId: auth.recoveryClient.userPoolClientId,
  };
  const events = new EventsStack(app, name('Events'), {
    ...shared,
    subscriptions,
    schedules,
    relayStreams,
    invocations,
    eventSource,
    consumerEntry,
    consumerAccess,
    tokenKey: data.tokenKey,
  });
  const api = new ApiStack(app, name('Api'), {
    ...shared,
    userPoolClient: auth.client,
    tokenKey: data.tokenKey,
    routes,
    areaEntry,
    areaAccess,
    publicReadAccess,
    invocable: events.consumers,
  });
  // The live channel: API Gateway WebSocket fed by the table stream. Its `wss://` URL goes to the
  // Web stack for `/config.json` (`wsUrl`) and the CSP.
  const realtime = new RealtimeStack(app, name('Realtime'), {
    env,
    config,
    table: data.table,
    wsRoutes,
    streamSubscriptions: pushStreams,
    wsRouteEntry,
    consumerEntry,
  });
  // CloudFront's web ACL must live in us-east-1; the Web stack takes its ARN across regions.
  const edge = new EdgeSecurityStack(app, name('EdgeSecurity'), {
    env: { region: 'us-east-1' },
  });
  const web = new WebStack(app, name('Web'), {
    env,
    config,
    api: api.api,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.client.userPoolClientId,
    oauthDomain: auth.oauthDomain,
    federatedProviders: auth.federatedProviders,
    webDist: options.webDist ?? paths.webDist,
    realtimeUrl: realtime.url,
    originVerifySecretName: api.originVerifySecretName,
    webAclArn: edge.webAclArn,
    fileBuckets: [storage.documents.bucket.bucketName, storage.photos.bucket.bucketName],
  });

  // Alarms and the dashboard over everything above; it reads their metrics and deploys last.
  const functions = new Map<string, ApiFunction>([
    ...[...api.functions].map(([area, fn]) => [`api/${area}`, fn] as const),
    ...[...api.publicReaders].map(([area, fn]) => [`api/${area}-public-reads`, fn] as const),
    ...[...events.consumers].map(([consumer, fn]) => [`events/${consumer}`, fn] as const),
    ...[...realtime.routeFunctions].map(([route, fn]) => [`ws/${route}`, fn] as const),
    ...[...realtime.consumers].map(([consumer, fn]) => [`stream/${consumer}`, fn] as const),
  ]);
  const deadLetterQueues = new Map<string, IQueue>();
  if (events.deadLetters) deadLetterQueues.set('events/dead-letters', events.deadLetters);
  if (realtime.failedBatches) deadLetterQueues.set('stream/failed-batches', realtime.failedBatches);
  const operations = new OperationsStack(app, name('Operations'), {
    env,
    config,
    api: api.api,
    functions,
    streamConsumers: realtime.consumers,
    deadLetterQueues,
    watchedCounts: events.scheduleMetrics,
  });

  Tags.of(app).add('app', 'vciso-hub');
  // cdk-nag 3 is a policy-validation plugin: unacknowledged findings fail synthesis.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return {
    app,
    config,
    stacks: { data, auth, storage, events, api, realtime, edge, web, operations },
  };
}
