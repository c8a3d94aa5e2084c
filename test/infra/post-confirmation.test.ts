import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { postConfirmationItems } from '../../lib/config/function-access';
import { leadingKeyPatterns } from '../../lib/config/leading-keys';
import { POST_CONFIRMATION_TABLE_ACTIONS } from '../../lib/constructs/post-confirmation-trigger';
import { lambdaEntries, triggerEntry } from '../../lib/lambda-entries';
import { nagFindings, synthApp } from './support/app';

const built = synthApp();
const { auth, data } = built.stacks;
const template = built.template(auth);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }
>;

const trigger = auth.postConfirmation;
const logicalId = (element: unknown) => auth.getLogicalId(element as CfnElement);
const fnId = logicalId(trigger.function.fn.node.defaultChild);
const roleId = logicalId(trigger.function.role.node.defaultChild);
const poolId = logicalId(auth.userPool.node.defaultChild);

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Every statement of every policy attached to the trigger's role. */
const statements = (): Statement[] =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

describe('the post confirmation trigger', () => {
  it('is the pool’s PostConfirmation Lambda, and Cognito may invoke it for this pool only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [fnId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
    });
  });

  it('may only put items and check a condition, in the outbox’s and the reset marks’ partitions', () => {
    const table = statements().filter((s) => list(s.Action).some((a) => a.startsWith('dynamodb:')));
    expect(table).toHaveLength(1);
    expect(list(table[0]!.Action).sort()).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:PutItem',
    ]);
    expect(POST_CONFIRMATION_TABLE_ACTIONS).toEqual(['PutItem', 'ConditionCheckItem']);
    expect(table[0]!.Condition).toEqual({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': leadingKeyPatterns(postConfirmationItems),
      },
    });
    expect(leadingKeyPatterns(postConfirmationItems)).toEqual([
      'OUTBOX#*',
      'OUTBOX#UNPUBLISHED',
      'PWRESET#*',
    ]);
    // The table itself, imported from the Data stack; none of its indexes (it never queries).
    expect(JSON.stringify(table[0]!.Resource)).toContain('Fn::ImportValue');
    expect(JSON.stringify(table[0]!.Resource)).not.toContain('/index/');
    // Beside it only its own logs and X-Ray, as every function (ApiFunction): nothing of the pool.
    const others = statements()
      .filter((s) => s !== table[0])
      .flatMap((s) => list(s.Action))
      .sort();
    expect(others).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const role = resources[roleId]!.Properties as { ManagedPolicyArns?: unknown };
    expect(role.ManagedPolicyArns).toBeUndefined();
  });

  it('is given the table’s name and nothing of the pool', () => {
    const variables = (
      resources[fnId]!.Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'LOG_LEVEL',
      'NODE_OPTIONS',
      'POWERTOOLS_SERVICE_NAME',
      'TABLE_NAME',
    ]);
    expect(JSON.stringify(resources[fnId]!.Properties)).not.toContain(`"${poolId}"`);
    // The Auth stack now reads the Data stack's table, both stateful.
    expect(auth.dependencies).toContain(data);
  });

  it('runs like the other functions: Node 22 on ARM64, traced, own log group, 5 s', () => {
    const fn = resources[fnId]!.Properties;
    expect(fn).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      Timeout: 5,
      LoggingConfig: { LogGroup: { Ref: logicalId(trigger.function.logGroup.node.defaultChild) } },
    });
  });

  it('is bundled from the entry the build scripts list', () => {
    expect(lambdaEntries()).toContainEqual({
      name: 'triggers/post-confirmation',
      entry: triggerEntry('post-confirmation'),
    });
  });

  it('brings no unacknowledged cdk-nag finding', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
