import { Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CONSUMER_RETRY_ATTEMPTS } from '../../lambdas/events/consumer-retries';
import { schedules } from '../../lambdas/events/schedules';
import { consumerAccess } from '../../lib/config/function-access';
import { readAppConfig } from '../../lib/config/app-config';
import { OperationsStack } from '../../lib/stacks/operations-stack';
import { eventsStackApp, nagFindings } from './support/app';

// The real schedules and rights, with a stand-in module so nothing heavy is bundled.
function sweepApp(context: Record<string, string> = {}) {
  const { app, events } = eventsStackApp({
    subscriptions: [{ detailType: 'DocumentCompleted', consumer: 'document-seal' }],
    schedules,
    consumerAccess,
    context,
  });
  // The Operations stack as the app builds it, over these consumers and their queue.
  const config = readAppConfig(app.node);
  const api = new HttpApi(new Stack(app, 'Api', { env: { region: config.region } }), 'Http', {
    createDefaultStage: false,
  });
  const operations = new OperationsStack(app, 'Operations', {
    env: { region: config.region },
    config,
    api,
    functions: new Map([...events.consumers].map(([name, fn]) => [`events/${name}`, fn])),
    streamConsumers: new Map(),
    deadLetterQueues: new Map([['events/dead-letters', events.deadLetters!]]),
    watchedCounts: events.scheduleMetrics,
  });
  return {
    app,
    events,
    template: Template.fromStack(events),
    operations: Template.fromStack(operations),
  };
}

/** The logical id of the function behind a consumer, and its role's policies. */
function consumer(template: Template, events: ReturnType<typeof sweepApp>['events'], name: string) {
  const fn = events.consumers.get(name)!;
  const id = events.getLogicalId(fn.fn.node.defaultChild as never);
  const roleId = events.getLogicalId(fn.role.node.defaultChild as never);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
    JSON.stringify(p.Properties.Roles).includes(roleId),
  );
  return { id, policies: JSON.stringify(policies) };
}

describe('the seal sweep', () => {
  const { app, events, template, operations } = sweepApp({
    signingCertificateSecretName: 'prod/signing-identity',
  });

  it('runs every 5 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
  });

  it('counts the documents a sweep finds unsealed for over 5 minutes, for the alarm', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.message = "Seal sweep finished" }',
      MetricTransformations: [Match.objectLike({ MetricValue: '$.overdue', DefaultValue: 0 })],
    });
  });

  it('hands documents to the bus and seals none itself: no signing secret, no bucket', () => {
    const sweep = consumer(template, events, 'seal-sweep');
    expect(sweep.policies).toContain('events:PutEvents');
    expect(sweep.policies).not.toContain('secretsmanager:GetSecretValue');
    expect(sweep.policies).not.toMatch(/s3:/);
    expect(sweep.policies).not.toContain('ses:SendEmail');
  });

  it('seals in document-seal, which may read the signing identity’s secret, and no other', () => {
    const seal = consumer(template, events, 'document-seal');
    expect(seal.policies).toContain('secretsmanager:GetSecretValue');
    expect(seal.policies).toContain(':secret:prod/signing-identity-??????');
    expect(seal.policies).not.toMatch(/secret:\*/);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ SIGNING_CERTIFICATE: 'prod/signing-identity' }),
      },
    });
  });

  it(`tries a failing seal ${1 + CONSUMER_RETRY_ATTEMPTS} times, then parks its event on the dead-letter queue`, () => {
    const seal = consumer(template, events, 'document-seal');
    const queue = events.getLogicalId(events.deadLetters!.node.defaultChild as never);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: seal.id },
      MaximumRetryAttempts: CONSUMER_RETRY_ATTEMPTS,
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      Environment: {
        Variables: Match.objectLike({ SIGNING_CERTIFICATE: 'prod/signing-identity' }),
      },
    });
  });

  it('alarms as soon as one event waits on the dead-letter queue', () => {
    operations.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: 'events/dead-letters holds messages that could not be delivered',
      Metrics: [
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              MetricName: 'ApproximateNumberOfMessagesVisible',
              Namespace: 'AWS/SQS',
            }),
          }),
        }),
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      AlarmActions: [Match.anyValue()],
    });
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});
