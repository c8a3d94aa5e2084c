import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';

/**
 * cdk-nag 3 reads acknowledgements from construct metadata (`Validations.of(...).acknowledge`),
 * walking up from each resource, so an acknowledgement covers the construct and its children.
 * Every one of them needs a one-line reason; the infra tests list them and check that.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (!reason.trim() || reason.includes('\n')) {
    throw new Error(`Acknowledgement of ${id} at ${scope.node.path} needs a one-line reason`);
  }
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The text cdk-nag uses for a resource in a granular finding id such as
 * `AwsSolutions-IAM5[Resource::<DocumentsBucket1234.Arn>/*]`. Only stable for values local to the
 * stack of `scope` (a cross-stack value is rewritten to an import when the app is prepared).
 */
export function nagResourceText(scope: IConstruct, value: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(value));
}
