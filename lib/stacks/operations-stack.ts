import { Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/middleware/metrics';
import type { AppConfig } from '../config/app-config';
import type { ApiFunction } from '../constructs/api-function';
import { acknowledge } from '../nag/acknowledge';
import { pascalCase } from '../naming';

export interface OperationsStackProps extends StackProps {
  config: AppConfig;
  api: HttpApi;
  /** Every function of the app, by a readable name (`api/documents`, `events/booking-mail`). */
  functions: ReadonlyMap<string, ApiFunction>;
  /** The table stream's consumers: their iterator age says how far behind the live ticker is. */
  streamConsumers: ReadonlyMap<string, ApiFunction>;
  /** Queues that hold what could not be delivered: any message in one is an incident. */
  deadLetterQueues: ReadonlyMap<string, IQueue>;
  /** Counts a scheduled consumer logs (e.g. documents left unsealed): alarmed from 1. */
  watchedCounts: readonly { id: string; metric: IMetric; description: string }[];
}

const FIVE_MINUTES = Duration.minutes(5);

/** The functions' embedded metrics the dashboard shows, with the dimensions they carry. */
export const APP_METRICS = [
  {
    title: 'Route server errors (5xx)',
    metricName: 'RouteServerErrors',
    dimension: 'service,route',
  },
  {
    title: 'Event consumer failures',
    metricName: 'EventFailures',
    dimension: 'service,detailType',
  },
  // Powertools' `logMetrics` names the function beside the service on its cold start metric.
  { title: 'Cold starts', metricName: 'ColdStart', dimension: 'service,function_name' },
] as const;
/** The API's 5xx share (percent of requests) that pages. */
export const API_5XX_PERCENT = 5;
/** How far behind the table stream may run before the live ticker is late. */
export const ITERATOR_AGE_MS = 60_000;

/**
 * What tells the operators something is wrong: one SNS topic (mailed to `alarmEmail` when set),
 * alarms on the API's 5xx rate, every function's errors and throttles, every dead-letter queue's
 * depth, the stream consumers' iterator age and the documents left unsealed, and one dashboard
 * with the same signals. It
 * reads only metrics of the other stacks, so it deploys last and changes nothing they do.
 */
export class OperationsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    this.topic = new Topic(this, 'Alarms', {
      displayName: 'vCISO Hub alarms',
      enforceSSL: true,
    });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notices carry no personal data, and CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key.',
    );
    if (props.config.alarmEmail)
      this.topic.addSubscription(new EmailSubscription(props.config.alarmEmail));

    const requests = props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const errorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx (% of requests)',
    });
    this.alarm('Api5xxRate', errorRate, {
      description: `More than ${API_5XX_PERCENT}% of API requests answered 5xx in 2 of 3 five-minute periods`,
      threshold: API_5XX_PERCENT,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      periods: 3,
      datapoints: 2,
    });

    const errors: IMetric[] = [];
    const throttles: IMetric[] = [];
    for (const [name, fn] of props.functions) {
      const error = fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: name });
      const throttle = fn.fn.metricThrottles({
        period: FIVE_MINUTES,
        statistic: 'Sum',
        label: name,
      });
      errors.push(error);
      throttles.push(throttle);
      this.alarm(`${pascalCase(name)}Errors`, error, {
        description: `${name} failed (Lambda errors) in the last five minutes`,
        threshold: 1,
      });
      this.alarm(`${pascalCase(name)}Throttles`, throttle, {
        description: `${name} was throttled in the last five minutes`,
        threshold: 1,
      });
    }

    const depths: IMetric[] = [];
    for (const [name, queue] of props.deadLetterQueues) {
      const depth = queue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
        label: name,
      });
      depths.push(depth);
      this.alarm(`${pascalCase(name)}Depth`, depth, {
        description: `${name} holds messages that could not be delivered`,
        threshold: 1,
      });
    }

    const ages: IMetric[] = [];
    for (const [name, fn] of props.streamConsumers) {
      const age = fn.fn.metric('IteratorAge', {
        period: FIVE_MINUTES,
        statistic: 'Maximum',
        label: name,
      });
      ages.push(age);
      this.alarm(`${pascalCase(name)}IteratorAge`, age, {
        description: `${name} is more than ${ITERATOR_AGE_MS / 1000} s behind the table stream`,
        threshold: ITERATOR_AGE_MS,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      });
    }

    for (const watched of props.watchedCounts)
      this.alarm(`${watched.id}Alarm`, watched.metric, {
        description: watched.description,
        threshold: 1,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${this.stackName}-overview`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], width: 8 }),
      new GraphWidget({ title: 'API 5xx rate (%)', left: [errorRate], width: 8 }),
      new GraphWidget({
        title: 'API latency p99 (ms)',
        left: [props.api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' })],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Function errors', left: errors, width: 12, height: 8 }),
      new GraphWidget({ title: 'Function throttles', left: throttles, width: 12, height: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Dead-letter queue depth', left: depths, width: 12 }),
      new GraphWidget({ title: 'Table stream iterator age (ms)', left: ages, width: 12 }),
    );
    // The functions' own metrics (`lambdas/middleware/metrics.ts`), one line per route,
    // detail-type or function as they appear: a search, so a new route needs no change here.
    this.dashboard.addWidgets(
      ...APP_METRICS.map(
        ({ title, metricName, dimension }) =>
          new GraphWidget({
            title,
            left: [
              new MathExpression({
                expression: `SEARCH('{${METRICS_NAMESPACE},${dimension}} MetricName="${metricName}"', 'Sum', 300)`,
                usingMetrics: {},
                label: '',
                period: FIVE_MINUTES,
              }),
            ],
            width: 8,
          }),
      ),
    );
  }

  private alarm(
    id: string,
    metric: IMetric,
    opts: {
      description: string;
      threshold: number;
      comparison?: ComparisonOperator;
      periods?: number;
      datapoints?: number;
    },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: opts.description,
      metric,
      threshold: opts.threshold,
      comparisonOperator: opts.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: opts.periods ?? 1,
      datapointsToAlarm: opts.datapoints ?? opts.periods ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
