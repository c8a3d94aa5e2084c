import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { EventBus, Rule, Schedule as EventSchedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CONSUMER_RETRY_ATTEMPTS } from '../../lambdas/events/consumer-retries';
import type { Invocation } from '../../lambdas/events/invocations';
import type { Schedule } from '../../lambdas/events/schedules';
import type { StreamSubscription } from '../../lambdas/events/stream-subscriptions';
import type { Subscription } from '../../lambdas/events/subscriptions';
import type { AppConfig } from '../config/app-config';
import { accessFor } from '../config/function-access';
import type { FunctionAccess } from '../config/function-access';
import { ApiFunction } from '../constructs/api-function';
import { applyAccess, sharedEnvironment } from '../constructs/app-resources';
import type { AppResources } from '../constructs/app-resources';
import type { AppBucket } from '../constructs/app-bucket';
import type { AppTable } from '../constructs/app-table';
import { addTableStreamSource } from '../constructs/table-stream-source';
import { pascalCase } from '../naming';

export interface EventsStackProps extends StackProps {
  config: AppConfig;
  table: AppTable;
  documents: AppBucket;
  photos: AppBucket;
  userPool: IUserPool;
  /** Not used by any consumer; shared with the Api stack's props. */
  recoveryClientId?: string;
  /** Seals link tokens in events; only consumers with `tokenCipher` may use it. */
  tokenKey?: IKey;
  /** detail-type → consumer, from `lambdas/events/subscriptions.ts`. */
  subscriptions: readonly Subscription[];
  /** Consumers run on a timer, from `lambdas/events/schedules.ts`. */
  schedules?: readonly Schedule[];
  /**
   * Table-stream consumers that publish to this bus: the outbox's relay
   * (`relayStreams` in `lambdas/events/stream-subscriptions.ts`).
   */
  relayStreams?: readonly StreamSubscription[];
  /**
   * Consumers no event runs: API functions invoke them and wait (`lambdas/events/invocations.ts`);
   * the Api stack grants each caller its own.
   */
  invocations?: readonly Invocation[];
  /** Event source that producers put on every event. */
  eventSource: string;
  /** Entry file of a consumer (`lambdas/events/<consumer>.ts` in the app). */
  consumerEntry: (consumer: string) => string;
  consumerAccess: Record<string, FunctionAccess>;
}

/**
 * The app's EventBridge bus and its consumers: one function per consumer module and one rule per
 * subscription. Only its own functions publish here: the outbox's relay and sweep, and the seal
 * sweep; the API functions write their events to the table's outbox.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  /** Undelivered and repeatedly failing events; absent while there are no subscriptions. */
  readonly deadLetters?: Queue;
  readonly consumers = new Map<string, ApiFunction>();
  /** The scheduled consumers' watched summary fields; the Operations stack alarms on them. */
  readonly scheduleMetrics: { id: string; metric: Metric; description: string }[] = [];

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.bus = new EventBus(this, 'Bus', { description: 'vCISO Hub domain events' });
    const schedules = props.schedules ?? [];
    const relays = props.relayStreams ?? [];
    const invocations = props.invocations ?? [];
    if (
      props.subscriptions.length === 0 &&
      schedules.length === 0 &&
      relays.length === 0 &&
      invocations.length === 0
    )
      return;

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const resources: AppResources = { ...props, bus: this.bus };
    const environment = sharedEnvironment(props.config);

    for (const subscription of props.subscriptions) {
      const fn = this.consumerFunction(subscription.consumer, props, resources, environment);
      new Rule(
        this,
        `${pascalCase(subscription.detailType)}To${pascalCase(subscription.consumer)}`,
        {
          eventBus: this.bus,
          eventPattern: { source: [props.eventSource], detailType: [subscription.detailType] },
          targets: [
            new LambdaFunction(fn.fn, {
              deadLetterQueue: this.deadLetters,
              retryAttempts: 4,
              maxEventAge: Duration.hours(2),
            }),
          ],
        },
      );
    }
    for (const schedule of schedules) {
      const fn = this.consumerFunction(schedule.consumer, props, resources, environment);
      this.scheduleConsumer(schedule, fn);
    }
    // A batch that keeps failing waits with the undelivered events.
    for (const relay of relays) {
      const fn = this.consumerFunction(relay.consumer, props, resources, environment);
      addTableStreamSource(fn, props.table, relay, this.deadLetters);
    }
    // Invoked synchronously: no rule, no retry; the caller hears of a failure at once.
    for (const invocation of invocations)
      this.consumerFunction(invocation.consumer, props, resources, environment);
  }

  /** A rule on the default bus's clock, and the metric its alarm watches. */
  private scheduleConsumer(schedule: Schedule, fn: ApiFunction): void {
    const name = pascalCase(schedule.consumer);
    new Rule(this, `${name}Schedule`, {
      description: `Runs ${schedule.consumer} every ${schedule.everyMinutes} minutes`,
      schedule: EventSchedule.rate(Duration.minutes(schedule.everyMinutes)),
      targets: [
        new LambdaFunction(fn.fn, {
          deadLetterQueue: this.deadLetters,
          retryAttempts: 2,
          maxEventAge: Duration.minutes(schedule.everyMinutes),
        }),
      ],
    });
    if (!schedule.alarm) return;
    const metric = new MetricFilter(this, `${name}${pascalCase(schedule.alarm.field)}Metric`, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', schedule.alarm.message),
      metricNamespace: 'VcisoHub',
      metricName: `${name}${pascalCase(schedule.alarm.field)}`,
      metricValue: `$.${schedule.alarm.field}`,
      defaultValue: 0,
    }).metric({ statistic: 'Maximum', period: Duration.minutes(schedule.everyMinutes) });
    this.scheduleMetrics.push({
      id: `${name}${pascalCase(schedule.alarm.field)}`,
      metric,
      description: schedule.alarm.description,
    });
  }

  /** One function per consumer, even when it handles several detail-types. */
  private consumerFunction(
    consumer: string,
    props: EventsStackProps,
    resources: AppResources,
    environment: Record<string, string>,
  ): ApiFunction {
    const existing = this.consumers.get(consumer);
    if (existing) return existing;
    const access = accessFor(props.consumerAccess, consumer, 'consumerAccess');
    const fn = new ApiFunction(this, pascalCase(consumer), {
      entry: props.consumerEntry(consumer),
      description: `Event consumer ${consumer}`,
      environment,
      // Mail, PDF rendering and exports are slower than a request.
      timeout: Duration.seconds(60),
      memorySize: 1024,
      // A failed async invocation is retried, then its event waits here (the Operations stack
      // alarms on the queue's depth).
      deadLetterQueue: this.deadLetters,
    });
    // Stated rather than left to Lambda's default, so the local bus retries as often.
    fn.fn.configureAsyncInvoke({ retryAttempts: CONSUMER_RETRY_ATTEMPTS });
    applyAccess(fn, access, resources, props.config);
    this.consumers.set(consumer, fn);
    return fn;
  }
}
