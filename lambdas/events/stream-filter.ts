/**
 * The subset of Lambda's event filter syntax that the table-stream subscriptions use: nested
 * objects, and at the leaves a list of accepted exact values (`{ "S": ["TICKER"] }`) or string
 * prefixes (`{ "S": [{ "prefix": "TS#" }] }`). The same
 * pattern goes, unchanged, into the CDK event source mapping (`FilterCriteria.filter`) and into
 * the local change feed, which matches records with `matchesFilter` as Lambda would.
 */
export type FilterValue = string | number | boolean | null;
/** A string that starts with `prefix`. */
export interface PrefixRule {
  prefix: string;
}
export interface FilterPattern {
  [field: string]: FilterPattern | readonly (FilterValue | PrefixRule)[];
}

const isPrefixRule = (rule: object): rule is PrefixRule =>
  Object.keys(rule).length === 1 && typeof (rule as Partial<PrefixRule>).prefix === 'string';

/**
 * True when `record` satisfies every field of `pattern`. A field missing from the record fails
 * (Lambda's semantics without the `exists` operator). Anything other than exact values at a leaf
 * is refused, so a richer pattern added later cannot be silently mis-read locally.
 */
export function matchesFilter(record: unknown, pattern: FilterPattern): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const fields = record as Record<string, unknown>;
  return Object.entries(pattern).every(([name, rule]) => {
    const value = fields[name];
    if (Array.isArray(rule)) {
      return (rule as readonly (FilterValue | object)[]).some((accepted) => {
        if (typeof accepted !== 'object' || accepted === null) return accepted === value;
        if (!isPrefixRule(accepted))
          throw new Error(
            `Unsupported filter rule at "${name}": only exact values and prefixes are handled`,
          );
        return typeof value === 'string' && value.startsWith(accepted.prefix);
      });
    }
    return matchesFilter(value, rule as FilterPattern);
  });
}

/** Lambda ORs the filters of one event source mapping. */
export function matchesAnyFilter(record: unknown, filters: readonly FilterPattern[]): boolean {
  return filters.some((pattern) => matchesFilter(record, pattern));
}
