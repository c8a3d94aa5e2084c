import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventRelayStream } from '../../lambdas/events/stream-subscriptions';
import { meetingKeys } from '../../lambdas/keys/meeting';
import { eventsStackApp, nagFindings } from './support/app';

// The generic rule building, exercised with two detail-types handled by one fixture consumer.
const eventsApp = (subscriptions: { detailType: string; consumer: string }[]) =>
  eventsStackApp({
    subscriptions,
    consumerAccess: {
      'send-mail': { table: 'RO', items: [meetingKeys], documents: 'RO', sendMail: true },
    },
  });

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
    // The documents bucket's read policy; the table rights are its own, by partition.
    expect((role?.Properties.ManagedPolicyArns as unknown[]).length).toBe(1);
    // Meetings' partitions, and their indexes' (where reminders and move notices find them).
    expect(policies).toContain('{"dynamodb:LeadingKeys":["CAL#*","MEETSTART#*","MOVENOTICE"]}');
    expect(policies).not.toContain('dynamodb:PutItem');
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

describe('the outbox relay', () => {
  const { app, events } = eventsStackApp({
    subscriptions: [],
    relayStreams: [eventRelayStream],
    consumerAccess: { 'event-relay': { publishEvents: true } },
  });
  const template = Template.fromStack(events);

  it('reads the table stream through the outbox filter, a failing batch parked with the events', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      StartingPosition: 'LATEST',
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { SK: { S: ['OUTBOX'] } } },
            }),
          },
        ],
      },
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: eventRelayStream.retryAttempts,
      MaximumRecordAgeInSeconds: 86_400,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    template.resourceCountIs('AWS::SQS::Queue', 1);
  });

  it('may publish on the bus and read the stream, and reach no table item', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('events:PutEvents');
    expect(policies).toContain('dynamodb:GetRecords');
    for (const write of ['PutItem', 'GetItem', 'Query', 'UpdateItem', 'DeleteItem'])
      expect(policies).not.toContain(`dynamodb:${write}`);
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});
