import { Aws, Duration, SecretValue, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  SSLMethod,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { DistributionProps } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ZWebConfig } from '../../contracts/config/web-config';
import { robotsTxt } from '../../domain/seo/public-pages';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/middleware/edge-guard';
import type { TWebConfig } from '../../contracts/config/web-config';
import type { AppConfig } from '../config/app-config';
import { contentSecurityPolicy } from '../config/content-security-policy';
import type { FederatedProvider } from '../constructs/identity-providers';
import { createLogBucket, secureBucketProps } from '../constructs/secure-bucket';
import { SiteDeployment } from '../constructs/site-deployment';
import { createSpaRewrite } from '../constructs/spa-rewrite';
import { acknowledge } from '../nag/acknowledge';
import { PUBLIC_READ_SECONDS, publicReadPaths } from '../config/public-reads';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  api: IHttpApi;
  userPoolId: string;
  userPoolClientId: string;
  oauthDomain: string;
  federatedProviders: FederatedProvider[];
  /** Built SPA folder (`web/dist`). */
  webDist: string;
  /**
   * The Realtime stack's `wss://…/<stage>` URL: the SPA's `wsUrl`, and allowed in the CSP's
   * connect-src (a source with a path matches exactly that path). Without it the SPA gets the
   * relative `/ws`, which nothing serves in AWS.
   */
  realtimeUrl?: string;
  /** The Api stack's origin-verify secret, by name (`ApiStack.originVerifySecretName`). */
  originVerifySecretName: string;
  /** CloudFront's web ACL (EdgeSecurity stack, us-east-1), by ARN. */
  webAclArn?: string;
  /** The product's buckets the SPA reaches by presigned URL (Storage stack), by name: the CSP's. */
  fileBuckets: readonly string[];
}

/**
 * The public face: a private S3 bucket behind CloudFront (Origin Access Control), `/api/*`
 * forwarded uncached to the HTTP API (public reads cached for a few seconds), security headers on every response, and the SPA deployed
 * with its runtime `/config.json`.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly webConfig: TWebConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { config } = props;

    // CloudFront standard logging writes with ACLs; the site bucket's access logs go here too.
    const logs = createLogBucket(this, 'Logs', {
      allowAclWrites: true,
      expireAfter: Duration.days(180),
    });
    this.siteBucket = new Bucket(
      this,
      'Site',
      secureBucketProps({ serverAccessLogsBucket: logs, serverAccessLogsPrefix: 'site/' }),
    );

    const csp = contentSecurityPolicy({
      region: this.region,
      oauthDomain: props.oauthDomain,
      realtimeOrigin: props.realtimeUrl,
      fileBuckets: props.fileBuckets,
    });
    const securityHeaders = (id: string, comment: string, overrideCsp: boolean) =>
      new ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: csp, override: overrideCsp },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.days(730),
            includeSubdomains: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          referrerPolicy: {
            referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
            override: true,
          },
        },
        customHeadersBehavior: {
          customHeaders: [
            {
              header: 'Permissions-Policy',
              value: 'camera=(), microphone=(), geolocation=(), payment=()',
              override: true,
            },
          ],
        },
      });
    const headers = securityHeaders('SecurityHeaders', 'vCISO Hub security headers', true);
    // The calendar OAuth callback answers its own stricter CSP (its one inline script allowed by
    // hash); the site's policy applies only where the answer has none.
    const oauthHeaders = securityHeaders(
      'OAuthCallbackHeaders',
      'vCISO Hub security headers, keeping the OAuth callback page CSP',
      false,
    );

    const apiOrigin = new HttpOrigin(
      `${props.api.apiId}.execute-api.${this.region}.${Aws.URL_SUFFIX}`,
      {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // The proof that a request came through here; the API refuses any without it.
        customHeaders: {
          [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(
            props.originVerifySecretName,
          ).unsafeUnwrap(),
        },
      },
    );

    // Public reads everyone sees alike, kept a few seconds at the edge: a busy landing page or a
    // popular booking link costs the API one request per edge location every few seconds. The
    // whole query string is the cache key (the slots' dates, the ticker's change version); no
    // header or cookie is, so a signed-in visitor shares the anonymous answer.
    const publicReads = new CachePolicy(this, 'PublicReads', {
      comment: 'vCISO Hub public API reads: seconds at the edge',
      defaultTtl: Duration.seconds(PUBLIC_READ_SECONDS),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(PUBLIC_READ_SECONDS * 2),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const publicRead = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: publicReads,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'vCISO Hub',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the audience is UK-based.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: createSpaRewrite(this, 'SpaRewrite'),
          },
        ],
      },
      additionalBehaviors: {
        // More specific first: the provider's redirect back lands on the API's HTML page.
        '/api/oauth/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: oauthHeaders,
        },
        ...Object.fromEntries(
          publicReadPaths.map(({ pattern, allowsWrites }) => [
            pattern,
            allowsWrites ? { ...publicRead, allowedMethods: AllowedMethods.ALLOW_ALL } : publicRead,
          ]),
        ),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Never cached; with caching disabled the AllViewer policies may forward Authorization
          // and a personal link's token header (`contracts/link-token.ts`).
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Host must stay API Gateway's own, or it cannot route the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...this.viewerCertificate(config),
    });
    if (!config.certificateArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Served on the default *.cloudfront.net certificate until context certificateArn is set.',
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Open to every country: the service is offered internationally.',
    );
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'Built without its EdgeSecurity stack (a test of this stack alone); the app always attaches the web ACL.',
      );
    }

    this.webConfig = ZWebConfig.parse({
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      oauthDomain: props.oauthDomain,
      federatedProviders: props.federatedProviders,
      wsUrl: props.realtimeUrl ?? '/ws',
      contactEmail: config.contactEmail,
      companyName: config.companyName,
    } satisfies TWebConfig);

    new SiteDeployment(this, 'Deploy', {
      bucket: this.siteBucket,
      distribution: this.distribution,
      webDist: props.webDist,
      config: this.webConfig,
      // Crawlers read it at the root; its Sitemap line names the site's own origin.
      rootFiles: { 'robots.txt': robotsTxt(config.appOrigin) },
    });
  }

  /** The appOrigin host with its ACM certificate when one is configured, else CloudFront's own. */
  private viewerCertificate(config: AppConfig): Partial<DistributionProps> {
    if (!config.certificateArn) return {};
    return {
      domainNames: [new URL(config.appOrigin).host],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      sslSupportMethod: SSLMethod.SNI,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    };
  }
}
