import type { TableEntity } from '../../lambdas/deps/function-access';
import type { KeyPattern } from '../../lambdas/keys/key-pattern';

export type { TableEntity } from '../../lambdas/deps/function-access';

/** `TICKER` stays exact; `ARTICLE#{id}` becomes `ARTICLE#*` (IAM `StringLike`). */
const likePattern = (pattern: KeyPattern<string>): string =>
  pattern.fixed ? pattern.template : `${pattern.prefix}*`;

/**
 * The `dynamodb:LeadingKeys` values a function may use: each entity's partition, and each of its
 * indexes' partitions, because a Query on an index names the index's partition key value. Sorted
 * and without repeats, so the policy text only changes when the reach does.
 */
export function leadingKeyPatterns(entities: readonly TableEntity[]): string[] {
  const patterns = entities.flatMap((e) => [
    likePattern(e.pk),
    ...Object.values(e.indexes).map((index) => likePattern(index.pk)),
  ]);
  return [...new Set(patterns)].sort();
}
