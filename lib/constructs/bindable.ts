import { Stack } from 'aws-cdk-lib';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { AccessMode } from '../config/function-access';

/** Lambda environment variables that name a resource (see `lambdas/config/env.ts`). */
export type ResourceEnvName = 'TABLE_NAME' | 'DOCUMENTS_BUCKET' | 'PHOTOS_BUCKET';

/**
 * A stateful resource that functions bind to. Its access policies are customer-managed policies
 * created in the resource's own stack: the wildcard a bucket needs (`<arn>/*`) is reviewed once,
 * next to the bucket, and functions in other stacks only attach the policy by ARN.
 */
export interface Bindable {
  readonly envName: ResourceEnvName;
  /** Physical name, set as the function's environment value. */
  readonly envValue: string;
  accessPolicy(mode: AccessMode): IManagedPolicy;
}

/**
 * Exports every access policy whether or not a function binds it today. Cross-stack values are
 * CloudFormation exports, and an export that disappears while another stack still imports it
 * blocks the deploy; exporting both modes up front keeps switching a function RO↔RW painless.
 */
export function keepExported(policies: Record<AccessMode, IManagedPolicy>): void {
  for (const policy of Object.values(policies)) {
    Stack.of(policy).exportValue(policy.managedPolicyArn);
  }
}
