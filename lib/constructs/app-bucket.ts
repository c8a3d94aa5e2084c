import { Duration, Stack } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STAGING_PREFIX } from '../../lambdas/ports/file-store';
import type { AccessMode } from '../config/function-access';
import { acknowledge, nagResourceText } from '../nag/acknowledge';
import { keepExported } from './bindable';
import type { Bindable, ResourceEnvName } from './bindable';
import { secureBucketProps } from './secure-bucket';

export interface AppBucketProps {
  envName: Extract<ResourceEnvName, 'DOCUMENTS_BUCKET' | 'PHOTOS_BUCKET'>;
  /** The SPA's origin: browsers PUT and GET objects directly with presigned URLs. */
  appOrigin: string;
  accessLogs: IBucket;
  /** How long an overwritten or deleted version stays recoverable. */
  keepOldVersionsFor: Duration;
  /** Prefixes whose objects are deleted (with their old versions) this long after they are written. */
  expiring?: readonly { prefix: string; after: Duration }[];
}

/** How long an upload that was never accepted stays in the bucket. */
export const STAGED_UPLOAD_LIFETIME = Duration.days(1);

/** A private, versioned bucket that the browser reaches only through presigned URLs. */
export class AppBucket extends Construct implements Bindable {
  readonly bucket: Bucket;
  readonly envName: AppBucketProps['envName'];
  private readonly policies: Record<AccessMode, ManagedPolicy>;
  private readonly objectPolicies = new Map<string, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: AppBucketProps) {
    super(scope, id);
    this.envName = props.envName;
    this.bucket = new Bucket(
      this,
      'Bucket',
      secureBucketProps({
        versioned: true,
        serverAccessLogsBucket: props.accessLogs,
        serverAccessLogsPrefix: `${id.toLowerCase()}/`,
        cors: [
          {
            allowedOrigins: [props.appOrigin],
            allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
            // Presigned PUTs carry Content-Type and x-amz-* headers chosen by the SDK.
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
        lifecycleRules: [
          { noncurrentVersionExpiration: props.keepOldVersionsFor },
          // Browsers upload under the staging prefix and only accepted files leave it, so what
          // is still there after a day was never accepted: gone with its old versions, as is a
          // half-finished multipart upload (the upload sweep also deletes it, hourly).
          {
            id: 'StagedUploads',
            prefix: STAGING_PREFIX,
            expiration: STAGED_UPLOAD_LIFETIME,
            noncurrentVersionExpiration: STAGED_UPLOAD_LIFETIME,
            abortIncompleteMultipartUploadAfter: STAGED_UPLOAD_LIFETIME,
          },
          // The delete markers those expirations and the sweep's deletes leave behind.
          { id: 'StagedDeleteMarkers', prefix: STAGING_PREFIX, expiredObjectDeleteMarker: true },
          ...(props.expiring ?? []).map(({ prefix, after }) => ({
            prefix,
            expiration: after,
            noncurrentVersionExpiration: Duration.days(1),
          })),
        ],
      }),
    );

    const objects = this.bucket.arnForObjects('*');
    // ListBucket turns a missing key into 404 instead of 403, so adapters can tell them apart.
    const list = new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [this.bucket.bucketArn],
    });
    const get = new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects] });
    const put = new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: [objects],
    });
    this.policies = {
      RO: new ManagedPolicy(this, 'ReadOnly', { statements: [list, get] }),
      RW: new ManagedPolicy(this, 'ReadWrite', { statements: [list, get, put] }),
    };
    keepExported(this.policies);
    for (const policy of Object.values(this.policies)) {
      acknowledge(
        policy,
        `AwsSolutions-IAM5[Resource::${nagResourceText(this, objects)}]`,
        'Object keys are generated per upload; access is limited to this one bucket.',
      );
    }
  }

  /**
   * Get (RO) or also Put and Delete (RW) on the objects matching `pattern` only (no listing), as a
   * policy of this stack like the others, so its wildcard is acknowledged here by its exact text.
   */
  objectsPolicy(mode: AccessMode, pattern: string): IManagedPolicy {
    const key = `${mode} ${pattern}`;
    let policy = this.objectPolicies.get(key);
    if (!policy) {
      const objects = this.bucket.arnForObjects(pattern);
      const actions =
        mode === 'RO' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
      // `*/exports/*` → `Exports`: a stable construct id per pattern.
      const name = pattern
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');
      policy = new ManagedPolicy(this, `${mode === 'RO' ? 'ReadOnly' : 'ReadWrite'}Of${name}`, {
        description: `${mode === 'RO' ? 'Reads' : 'Reads and writes'} of ${pattern} only`,
        statements: [new PolicyStatement({ actions, resources: [objects] })],
      });
      Stack.of(this).exportValue(policy.managedPolicyArn);
      acknowledge(
        policy,
        `AwsSolutions-IAM5[Resource::${nagResourceText(this, objects)}]`,
        `Object keys under ${pattern} are generated per file; nothing else in this bucket.`,
      );
      this.objectPolicies.set(key, policy);
    }
    return policy;
  }

  get envValue(): string {
    return this.bucket.bucketName;
  }

  accessPolicy(mode: AccessMode): IManagedPolicy {
    return this.policies[mode];
  }
}
