import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag/acknowledge';

/**
 * Settings every bucket of the app shares: no public access, S3-managed encryption, TLS 1.2+
 * only, kept on stack deletion, and half-finished multipart uploads cleaned up.
 */
export function secureBucketProps(overrides: BucketProps = {}): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
    ...overrides,
    lifecycleRules: [
      { abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ...(overrides.lifecycleRules ?? []),
    ],
  };
}

export interface LogBucketProps {
  /** CloudFront standard logging writes through ACLs, so its target must allow them. */
  allowAclWrites?: boolean;
  expireAfter?: Duration;
}

/** A bucket that only receives access logs. */
export function createLogBucket(scope: Construct, id: string, props: LogBucketProps = {}): Bucket {
  const bucket = new Bucket(
    scope,
    id,
    secureBucketProps({
      objectOwnership: props.allowAclWrites
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: props.expireAfter ?? Duration.days(365) }],
    }),
  );
  acknowledge(
    bucket,
    'AwsSolutions-S1',
    'Access-log target bucket: logging it too would need yet another log bucket.',
  );
  return bucket;
}
