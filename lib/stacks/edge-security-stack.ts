import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { LINK_TOKEN_HEADER } from '../../contracts/link-token';
import {
  BOOKING_RATE_PER_IP,
  bookingPath,
  PUBLIC_READ_RATE_PER_IP,
  publicReadPrefixes,
  publicWriteMethods,
  publicWritePrefixes,
} from '../config/public-limits';
import {
  aclVisibility,
  anyOf,
  managedRules,
  methodIs,
  pathEndsWith,
  pathStartsWith,
  ratePerIp,
} from '../constructs/web-acl-rules';

/** Requests per source IP in 5 minutes, over everything the site and API serve. */
export const EDGE_RATE_PER_IP = 2000;
/** WAF delivers logs only to log groups whose name starts with `aws-waf-logs-`. */
export const WAF_LOG_GROUP = 'aws-waf-logs-vciso-hub-edge';

/** Public writes (booking, cancelling, signing) per source IP in 5 minutes. */
export const PUBLIC_WRITE_RATE_PER_IP = 100;

/**
 * CloudFront's web ACL. A web ACL for CloudFront can only be created in us-east-1, so it has a
 * stack of its own there; the Web stack (eu-west-2) attaches it by ARN through CDK's
 * cross-region references. AWS managed common and known-bad-input rules, a rate limit per IP
 * on everything, stricter ones on the public reads and the public writes of the route table, and
 * the strictest on booking, which mails an address the visitor chose. Every limit is per caller:
 * one address over it is blocked, the others go on.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const booking = bookingPath();
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'vCISO Hub: managed protections and per-IP rate limits at the edge',
      defaultAction: { allow: {} },
      visibilityConfig: aclVisibility('VcisoHubEdge'),
      rules: [
        // Article bodies and applications exceed the set's 8 KB body limit: counted, not blocked.
        managedRules('AWSManagedRulesCommonRuleSet', 0, ['SizeRestrictions_BODY']),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 1),
        ratePerIp('RatePerIp', 2, EDGE_RATE_PER_IP),
        ratePerIp('RatePublicWritesPerIp', 3, PUBLIC_WRITE_RATE_PER_IP, {
          andStatement: {
            statements: [
              anyOf(publicWriteMethods().map((method) => methodIs(method))),
              anyOf(publicWritePrefixes().map((prefix) => pathStartsWith(prefix))),
            ],
          },
        }),
        ratePerIp('RateBookingsPerIp', 4, BOOKING_RATE_PER_IP, {
          andStatement: {
            statements: [
              methodIs('POST'),
              pathStartsWith(booking.startsWith),
              pathEndsWith(booking.endsWith),
            ],
          },
        }),
        ratePerIp('RatePublicReadsPerIp', 5, PUBLIC_READ_RATE_PER_IP, {
          andStatement: {
            statements: [
              methodIs('GET'),
              anyOf(publicReadPrefixes().map((prefix) => pathStartsWith(prefix))),
            ],
          },
        }),
      ],
    });
    this.webAclArn = acl.attrArn;

    // Every request the ACL sees is logged, with the URI path, the query string, the
    // authorization header and the personal links' token header redacted: whoever reads the logs
    // must not be able to use a session or a signing, signed-copy or cancel link.
    new LogGroup(this, 'WafLogs', {
      logGroupName: WAF_LOG_GROUP,
      retention: RetentionDays.THREE_MONTHS,
    });
    new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: acl.attrArn,
      // WAF takes the log group's ARN without the `:*` that LogGroup.logGroupArn ends with.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: WAF_LOG_GROUP,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [
        { uriPath: {} },
        { queryString: {} },
        { singleHeader: { Name: 'authorization' } },
        { singleHeader: { Name: LINK_TOKEN_HEADER } },
      ],
    });
  }
}
