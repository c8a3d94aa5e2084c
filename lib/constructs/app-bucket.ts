import type { Duration } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
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
}

/** A private, versioned bucket that the browser reaches only through presigned URLs. */
export class AppBucket extends Construct implements Bindable {
  readonly bucket: Bucket;
  readonly envName: AppBucketProps['envName'];
  private readonly policies: Record<AccessMode, ManagedPolicy>;

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
        lifecycleRules: [{ noncurrentVersionExpiration: props.keepOldVersionsFor }],
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

  get envValue(): string {
    return this.bucket.bucketName;
  }

  accessPolicy(mode: AccessMode): IManagedPolicy {
    return this.policies[mode];
  }
}
