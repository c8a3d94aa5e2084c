import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../lambdas/events/schedules';
import { readAppConfig } from '../../lib/config/app-config';
import { consumerAccess } from '../../lib/config/function-access';
import { featureFlags } from '../../lib/config/feature-flags';
import { AuthStack } from '../../lib/stacks/auth-stack';
import { DataStack } from '../../lib/stacks/data-stack';
import { EventsStack } from '../../lib/stacks/events-stack';
import { StorageStack } from '../../lib/stacks/storage-stack';
import { fixturesDir, nagFindings } from './support/app';

// The real schedules and rights, with a stand-in module so nothing heavy is bundled.
function sweepApp(context: Record<string, string> = {}) {
  const app = new App({
    context: { ...featureFlags, ...context },
    builtinCloudFormationValidation: false,
  });
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
    subscriptions: [],
    schedules,
    eventSource: 'vciso-hub',
    consumerEntry: () => path.join(fixturesDir, 'consumer.ts'),
    consumerAccess,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, template: Template.fromStack(events) };
}

describe('the seal sweep', () => {
  const { app, template } = sweepApp({ signingCertificateSecretName: 'prod/signing-identity' });

  it('runs every 5 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
  });

  it('raises an alarm when a sweep finds a document unsealed for over 5 minutes', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.message = "Seal sweep finished" }',
      MetricTransformations: [Match.objectLike({ MetricValue: '$.overdue', DefaultValue: 0 })],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Statistic: 'Maximum',
      Period: 300,
      TreatMissingData: 'notBreaching',
    });
  });

  it('may read the signing identity’s secret, and no other', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('secretsmanager:GetSecretValue');
    expect(policies).toContain(':secret:prod/signing-identity-??????');
    expect(policies).not.toMatch(/secret:\*/);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ SIGNING_CERTIFICATE: 'prod/signing-identity' }),
      },
    });
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});
