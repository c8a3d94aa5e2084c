import { Duration } from 'aws-cdk-lib';
import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ApiFunction } from './api-function';

/**
 * The only rights the trigger has on the pool: find users by e-mail, read whether the account
 * found has MFA on (AdminGetUser) or is an administrator (AdminListGroupsForUser), which it is
 * never linked to, and link an identity.
 */
export const PRE_SIGN_UP_ACTIONS = [
  'cognito-idp:ListUsers',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminLinkProviderForUser',
] as const;

export interface PreSignUpTriggerProps {
  userPool: UserPool;
  /** `lambdas/triggers/pre-sign-up.ts` (`triggerEntry` in `lib/lambda-entries.ts`). */
  entry: string;
  /** What every function is given (`sharedEnvironment`): LOG_LEVEL. */
  environment: Record<string, string>;
}

/**
 * The user pool's pre sign-up trigger (`lambdas/triggers/pre-sign-up.ts`): an `ApiFunction`, so
 * bundled, traced and logged like every other Lambda, whose only rights are `PRE_SIGN_UP_ACTIONS`
 * on this pool.
 *
 * Those rights sit in a policy of their own, attached to the role. The function depends on its
 * role and the role's default policy, and the pool names the function as its trigger: a
 * statement naming the pool in the default policy would make pool → function → policy → pool a
 * cycle. For the same reason the function is not given the pool's id; it reads it from each event.
 */
export class PreSignUpTrigger extends Construct {
  readonly function: ApiFunction;
  readonly policy: Policy;

  constructor(scope: Construct, id: string, props: PreSignUpTriggerProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'PreSignUp', {
      entry: props.entry,
      description: 'Cognito pre sign-up: one person, one account (links federated sign-ins)',
      environment: props.environment,
      // Cognito waits 5 seconds for a trigger, and does not wait longer.
      timeout: Duration.seconds(5),
      memorySize: 512,
    });
    this.policy = new Policy(this, 'PoolAccess', {
      roles: [this.function.role],
      statements: [
        new PolicyStatement({
          actions: [...PRE_SIGN_UP_ACTIONS],
          resources: [props.userPool.userPoolArn],
        }),
      ],
    });
    props.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.function.fn);
  }
}
