import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../lib/config/app-config';
import { featureFlags } from '../../lib/config/feature-flags';
import { DataStack } from '../../lib/stacks/data-stack';
import { EventsStack } from '../../lib/stacks/events-stack';
import { AuthStack } from '../../lib/stacks/auth-stack';
import { StorageStack } from '../../lib/stacks/storage-stack';
import { fixturesDir, nagFindings } from './support/app';

// `lambdas/events/subscriptions.ts` is empty today, so the generic rule building is exercised with
// two detail-types handled by one fixture consumer.
function eventsApp(subscriptions: { detailType: string; consumer: string }[]) {
  const app = new App({ context: featureFlags, builtinCloudFormationValidation: false });
  const config = readAppConfig(app.node);
  const env = { region: config.region };
  const data = new DataStack(app, 'Data', { env });
  const storage = new StorageStack(app, 'Storage', { env, appOrigin: config.appOrigin });
  const auth = new AuthStack(app, 'Auth', { env, config });
  const events = new EventsStack(app, 'Events', {
    env,
    config,
    table: data.table,
    documents: storage.documents,
    photos: storage.photos,
    userPool: auth.userPool,
    subscriptions,
    eventSource: 'vciso-hub',
    consumerEntry: () => path.join(fixturesDir, 'consumer.ts'),
    consumerAccess: { 'send-mail': { table: 'RO', documents: 'RO', sendMail: true } },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, events };
}

describe('events', () => {
  const { app, events } = eventsApp([
    { detailType: 'MeetingBooked', consumer: 'send-mail' },
    { detailType: 'SignatureRequested', consumer: 'send-mail' },
  ]);
  const template = Template.fromStack(events);

  it('has one custom bus', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
  });

  it('makes one rule per subscription and one function per consumer', () => {
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.resourceCountIs('AWS::Events::Rule', 2);
    for (const detailType of ['MeetingBooked', 'SignatureRequested']) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: Match.anyValue(),
        EventPattern: { source: ['vciso-hub'], 'detail-type': [detailType] },
        Targets: [
          Match.objectLike({
            DeadLetterConfig: { Arn: Match.anyValue() },
            RetryPolicy: { MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 7200 },
          }),
        ],
      });
    }
  });

  it('parks failed deliveries and failed invocations on one encrypted, TLS-only queue', () => {
    template.resourceCountIs('AWS::SQS::Queue', 1);
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::Lambda::Function', {
      DeadLetterConfig: { TargetArn: Match.anyValue() },
      Runtime: 'nodejs22.x',
    });
  });

  it('grants the consumer only what consumerAccess lists', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('ses:SendEmail');
    expect(policies).not.toContain('events:PutEvents');
    const [role] = Object.values(
      template.findResources('AWS::IAM::Role', {
        Properties: {
          AssumeRolePolicyDocument: Match.objectLike({}),
          Description: 'Event consumer send-mail',
        },
      }),
    );
    expect((role?.Properties.ManagedPolicyArns as unknown[]).length).toBe(2);
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(app)).toEqual([]);
  });

  it('refuses a consumer without declared access', () => {
    expect(() => eventsApp([{ detailType: 'X', consumer: 'undeclared' }])).toThrow(
      /No IAM access declared for "undeclared"/,
    );
  });

  it('creates only the bus while there are no subscriptions', () => {
    const empty = Template.fromStack(eventsApp([]).events);
    empty.resourceCountIs('AWS::Events::EventBus', 1);
    empty.resourceCountIs('AWS::SQS::Queue', 0);
  });
});
