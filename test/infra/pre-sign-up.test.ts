import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { PRE_SIGN_UP_ACTIONS } from '../../lib/constructs/pre-sign-up-trigger';
import { lambdaEntries, triggerEntry } from '../../lib/lambda-entries';
import { identityProviderContext, nagFindings, synthApp } from './support/app';

// The app with every identity provider configured: the trigger is there whatever the context,
// and this is where it matters.
const built = synthApp({ context: identityProviderContext });
const { auth } = built.stacks;
const template = built.template(auth);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }
>;

const trigger = auth.preSignUp;
const logicalId = (element: unknown) => auth.getLogicalId(element as CfnElement);
const fnId = logicalId(trigger.function.fn.node.defaultChild);
const roleId = logicalId(trigger.function.role.node.defaultChild);
const poolId = logicalId(auth.userPool.node.defaultChild);
const poolArn = { 'Fn::GetAtt': [poolId, 'Arn'] };

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Every statement of every policy attached to the trigger's role. */
const statements = (): Statement[] =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

describe('the pre sign-up trigger', () => {
  it('is the pool’s PreSignUp Lambda, and Cognito may invoke it for this pool only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [fnId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: poolArn,
    });
  });

  it('may only list users, read their MFA and groups, and link an identity, on this pool', () => {
    const cognito = statements().filter((s) =>
      list(s.Action).some((a) => a.startsWith('cognito-idp:')),
    );
    expect(cognito).toHaveLength(1);
    expect(list(cognito[0]!.Action).sort()).toEqual([...PRE_SIGN_UP_ACTIONS].sort());
    expect(PRE_SIGN_UP_ACTIONS).toEqual([
      'cognito-idp:ListUsers',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminLinkProviderForUser',
    ]);
    expect(cognito[0]!.Resource).toEqual(poolArn);
    // Beside it only its own logs and X-Ray, as every function (ApiFunction).
    const others = statements()
      .filter((s) => s !== cognito[0])
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

  it('keeps the pool out of the function’s dependencies (no cycle)', () => {
    const poolPolicy = logicalId(trigger.policy.node.defaultChild);
    expect(resources[fnId]!.DependsOn ?? []).not.toContain(poolPolicy);
    expect(JSON.stringify(resources[fnId]!.Properties)).not.toContain(`"${poolId}"`);
  });

  it('runs like the other functions: Node 22 on ARM64, traced, own log group, 5 s', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      Timeout: 5,
      LoggingConfig: { LogGroup: { Ref: logicalId(trigger.function.logGroup.node.defaultChild) } },
    });
    const logs = resources[logicalId(trigger.function.logGroup.node.defaultChild)]!;
    expect(logs.Type).toBe('AWS::Logs::LogGroup');
    expect(logs.Properties.RetentionInDays).toBe(30);
    const variables = (
      resources[fnId]!.Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'LOG_LEVEL',
      'NODE_OPTIONS',
      'POWERTOOLS_SERVICE_NAME',
    ]);
  });

  it('is bundled from the entry the build scripts list', () => {
    expect(lambdaEntries()).toContainEqual({
      name: 'triggers/pre-sign-up',
      entry: triggerEntry('pre-sign-up'),
    });
  });

  it('brings no unacknowledged cdk-nag finding', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
