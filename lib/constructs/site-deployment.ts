import { Annotations, DefaultStackSynthesizer, Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, nagResourceText } from '../nag/acknowledge';
import { hasWebDist } from '../paths';

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The built SPA (`web/dist`); may be absent on a fresh clone. */
  webDist: string;
  /** Runtime settings written as `/config.json` (tokens allowed). */
  config: Record<string, unknown>;
  /**
   * Text files written at the site's root beside `config.json`, by name, e.g. `robots.txt`: what
   * depends on the deployment (its origin) rather than on the build. Never cached for long.
   */
  rootFiles?: Record<string, string>;
}

/** What of the build is never published: the source maps. */
export const SOURCE_MAPS = ['*.map', '**/*.map'];

/**
 * Uploads the SPA, its `/config.json` and the deployment's root files (`/robots.txt`). Hashed assets go first with a year-long immutable cache;
 * `index.html`, `config.json` and the root files follow with no-cache and a CDN invalidation, so a release never
 * points at files that are not there yet. Old assets are kept (no prune) for tabs still open on
 * the previous release.
 */
export class SiteDeployment extends Construct {
  /** The role the deployment custom resource runs with (for nag acknowledgements). */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    // One role and log group for both deployments: they share CDK's singleton handler, and our
    // own role avoids the AWS-managed AWSLambdaBasicExecutionRole.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    logGroup.grantWrite(this.role);
    const common = {
      destinationBucket: props.bucket,
      role: this.role,
      logGroup,
      prune: false,
      memoryLimit: 512,
    };

    const hasSite = hasWebDist(props.webDist);
    // Source maps stay on the build machine: never uploaded, never served.
    const site = hasSite ? [Source.asset(props.webDist, { exclude: SOURCE_MAPS })] : [];
    let assets: BucketDeployment | undefined;
    if (hasSite) {
      assets = new BucketDeployment(this, 'Assets', {
        ...common,
        sources: site,
        exclude: ['index.html', ...SOURCE_MAPS],
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.days(365)),
          CacheControl.immutable(),
        ],
      });
    } else {
      Annotations.of(this).addWarningV2(
        'vciso:web-dist-missing',
        `${props.webDist} not found: deploying /config.json only. Run "npm run build:web" before deploying the site.`,
      );
    }

    const rootFiles = Object.entries(props.rootFiles ?? {});
    const entry = new BucketDeployment(this, 'Entry', {
      ...common,
      sources: [
        ...site,
        Source.jsonData('config.json', props.config),
        ...rootFiles.map(([name, text]) => Source.data(name, text)),
      ],
      exclude: ['*'],
      include: ['index.html', 'config.json', ...rootFiles.map(([name]) => name)],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      // Client routes are rewritten to /index.html before the cache, so this covers them all.
      distributionPaths: ['/index.html', '/config.json', ...rootFiles.map(([name]) => `/${name}`)],
    });
    if (assets) entry.node.addDependency(assets);
    this.acknowledgeCdkGrants(props.bucket);
  }

  /** The grants below are written by aws-cdk-lib's BucketDeployment, not by us. */
  private acknowledgeCdkGrants(bucket: IBucket): void {
    const stack = Stack.of(this);
    const qualifier =
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetObjects = `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const findings: Array<[string, string]> = [
      [
        'Action::s3:GetObject*',
        'BucketDeployment reads its source zip from the CDK assets bucket.',
      ],
      [
        'Action::s3:GetBucket*',
        'BucketDeployment reads its source zip from the CDK assets bucket.',
      ],
      ['Action::s3:List*', 'BucketDeployment lists source and site buckets to sync them.'],
      ['Action::s3:DeleteObject*', 'BucketDeployment syncs the site bucket (scoped to it).'],
      ['Action::s3:Abort*', 'BucketDeployment aborts its own failed multipart uploads.'],
      [
        `Resource::${nagResourceText(this, assetObjects)}`,
        'Source objects in the CDK bootstrap assets bucket.',
      ],
      [
        `Resource::${nagResourceText(this, bucket.arnForObjects('*'))}`,
        'The deployment writes any object of the site bucket.',
      ],
      [
        'Resource::*',
        'CDK grants cloudfront:CreateInvalidation/GetInvalidation without a resource.',
      ],
    ];
    for (const [finding, reason] of findings) {
      acknowledge(this.role, `AwsSolutions-IAM5[${finding}]`, reason);
    }
    const handler = stack.node.children.find((c) =>
      c.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      acknowledge(
        handler,
        'AwsSolutions-L1',
        'CDK-owned BucketDeployment handler; its runtime is chosen and updated by aws-cdk-lib.',
      );
    }
  }
}
