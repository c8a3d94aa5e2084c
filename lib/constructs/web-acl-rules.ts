import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** Building blocks of the product's web ACLs (CloudFront's and the user pool's). */

const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

export const aclVisibility = visibility;

/** An AWS managed rule group; `counted` rules only count (they would block legitimate use). */
export function managedRules(
  name: string,
  priority: number,
  counted: readonly string[] = [],
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(counted.length
          ? {
              ruleActionOverrides: counted.map((rule) => ({
                name: rule,
                actionToUse: { count: {} },
              })),
            }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** Blocks a source IP past `limit` requests in 5 minutes (of those `scope` matches, if given). */
export function ratePerIp(
  name: string,
  priority: number,
  limit: number,
  scope?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        ...(scope ? { scopeDownStatement: scope } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** A request whose URI path starts with `prefix`. */
export const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** A request whose URI path ends with `suffix`. */
export const pathEndsWith = (suffix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'ENDS_WITH',
    searchString: suffix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** Any of the statements (WAF's `orStatement` needs two or more). */
export const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

/** A request with this HTTP method. */
export const methodIs = (method: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** A Cognito API call of one of these operations (its `x-amz-target` header). */
export const cognitoOperation = (operations: readonly string[]): CfnWebACL.StatementProperty => {
  const one = (operation: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
      positionalConstraint: 'EXACTLY',
      searchString: `AWSCognitoIdentityProviderService.${operation}`,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return operations.length === 1
    ? one(operations[0]!)
    : { orStatement: { statements: operations.map(one) } };
};
