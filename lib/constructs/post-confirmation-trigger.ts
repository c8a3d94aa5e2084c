import { Duration } from 'aws-cdk-lib';
import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { postConfirmationItems } from '../config/function-access';
import { leadingKeyPatterns } from '../config/leading-keys';
import { ApiFunction } from './api-function';
import type { AppTable } from './app-table';

/**
 * The trigger's only table rights, on its own partitions (`postConfirmationItems`): it writes the
 * notice and its mark in one transaction, on condition that no mark is there, and reads nothing.
 */
export const POST_CONFIRMATION_TABLE_ACTIONS = ['PutItem', 'ConditionCheckItem'] as const;

export interface PostConfirmationTriggerProps {
  userPool: UserPool;
  /** The app table (Data stack): the outbox. */
  table: AppTable;
  /** `lambdas/triggers/post-confirmation.ts` (`triggerEntry` in `lib/lambda-entries.ts`). */
  entry: string;
  /** What every function is given (`sharedEnvironment`): LOG_LEVEL. */
  environment: Record<string, string>;
}

/**
 * The user pool's post confirmation trigger (`lambdas/triggers/post-confirmation.ts`): a password
 * reset through "Forgot password?" is announced to the account's address through the outbox. An
 * `ApiFunction`, so bundled, traced and logged like every other Lambda; its only rights are
 * `POST_CONFIRMATION_TABLE_ACTIONS` on the outbox's and the reset marks' partitions (TABLE_NAME
 * with them). It has no right on the pool and is not given its id: the mail's consumer looks the
 * address up, and the pool naming the function is the only link between the two.
 */
export class PostConfirmationTrigger extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: PostConfirmationTriggerProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'PostConfirmation', {
      entry: props.entry,
      description: 'Cognito post confirmation: a password reset is mailed to the account',
      environment: props.environment,
      // Cognito waits 5 seconds for a trigger, and does not wait longer.
      timeout: Duration.seconds(5),
      memorySize: 512,
    });
    this.function.bindTablePartition(props.table, leadingKeyPatterns(postConfirmationItems), [
      ...POST_CONFIRMATION_TABLE_ACTIONS,
    ]);
    props.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, this.function.fn);
  }
}
