import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../lambdas/events/schedules';
import { consumerAccess } from '../../lib/config/function-access';
import { eventsStackApp, nagFindings } from './support/app';

// The real schedules and rights, with a stand-in module so nothing heavy is bundled.
function sweepApp(context: Record<string, string> = {}) {
  const { app, events } = eventsStackApp({ subscriptions: [], schedules, consumerAccess, context });
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

  it('counts the documents a sweep finds unsealed for over 5 minutes, for the alarm', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.message = "Seal sweep finished" }',
      MetricTransformations: [Match.objectLike({ MetricValue: '$.overdue', DefaultValue: 0 })],
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
