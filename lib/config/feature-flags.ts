/**
 * CDK feature flags this app is written against, pinned here (not read from aws-cdk-lib's
 * "recommended" list) so that upgrading the library never silently changes deployed resources.
 * They are the App's default context: `cdk.json` or `-c` can still override any of them, and the
 * infra tests get exactly the same values as `cdk synth`.
 */
export const featureFlags = {
  // Least privilege and tidy policies.
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/core:checkSecretUsage': true,
  '@aws-cdk/core:enablePartitionLiterals': true,
  // S3: server access logs are delivered through a bucket policy (works with ACLs disabled),
  // and partial BlockPublicAccess settings default the rest to blocked.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  '@aws-cdk/aws-s3:publicAccessBlockedByDefault': true,
  // CloudFront: HTTPS by default and the current functions runtime.
  '@aws-cdk/aws-cloudfront:defaultViewerProtocolPolicyRedirectToHttps': true,
  '@aws-cdk/aws-cloudfront:defaultFunctionRuntimeV2_0': true,
  // EventBridge: named policy statements, same-account queue targets.
  '@aws-cdk/aws-events:requireEventBusPolicySid': true,
  '@aws-cdk/aws-events:eventsTargetQueueSameAccount': true,
  // Retention: refuse removal policies that cannot work (e.g. SNAPSHOT on a bucket).
  '@aws-cdk/core:validateSnapshotRemovalPolicy': true,
  '@aws-cdk/aws-lambda:recognizeLayerVersion': true,
  // CDK's built-in CloudFormation template checks fail synth instead of printing warnings.
  '@aws-cdk/core:validateAgainstDefaultRules': true,
  // Cross-stack values as classic exports/imports: CloudFormation then refuses to delete a stateful
  // stack that others still use. ("weak" Fn::GetStackOutput cannot be tried offline here.)
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
} as const satisfies Record<string, boolean | string | string[]>;
