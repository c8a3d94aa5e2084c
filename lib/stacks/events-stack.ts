import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { Subscription } from '../../lambdas/events/subscriptions';
import type { AppConfig } from '../config/app-config';
import { accessFor } from '../config/function-access';
import type { FunctionAccess } from '../config/function-access';
import { ApiFunction } from '../constructs/api-function';
import { applyAccess, sharedEnvironment } from '../constructs/app-resources';
import type { AppResources } from '../constructs/app-resources';
import type { AppBucket } from '../constructs/app-bucket';
import type { AppTable } from '../constructs/app-table';
import { pascalCase } from '../naming';

export interface EventsStackProps extends StackProps {
  config: AppConfig;
  table: AppTable;
  documents: AppBucket;
  photos: AppBucket;
  userPool: IUserPool;
  /** detail-type → consumer, from `lambdas/events/subscriptions.ts`. */
  subscriptions: readonly Subscription[];
  /** Event source that producers put on every event. */
  eventSource: string;
  /** Entry file of a consumer (`lambdas/events/<consumer>.ts` in the app). */
  consumerEntry: (consumer: string) => string;
  consumerAccess: Record<string, FunctionAccess>;
}

/**
 * The app's EventBridge bus and its consumers: one function per consumer module and one rule per
 * subscription. It sits before the Api stack because the API functions publish to this bus.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  /** Undelivered and repeatedly failing events; absent while there are no subscriptions. */
  readonly deadLetters?: Queue;
  readonly consumers = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.bus = new EventBus(this, 'Bus', { description: 'vCISO Hub domain events' });
    if (props.subscriptions.length === 0) return;

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
      // Lambda retries failed async invocations twice, then parks the event here.
      deadLetterQueue: this.deadLetters,
    });
    applyAccess(fn, access, resources, props.config);
    this.consumers.set(consumer, fn);
    return fn;
  }
}
