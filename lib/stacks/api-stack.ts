import { SecretValue, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpRoute, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Area, RouteDef } from '../../lambdas/routes';
import type { AppConfig } from '../config/app-config';
import type { FunctionAccess } from '../config/function-access';
import { API_STAGE_THROTTLE, PUBLIC_FUNCTION_CONCURRENCY } from '../config/public-limits';
import { ApiFunction } from '../constructs/api-function';
import { applyAccess, sharedEnvironment } from '../constructs/app-resources';
import type { AppResources } from '../constructs/app-resources';
import type { AppBucket } from '../constructs/app-bucket';
import type { AppTable } from '../constructs/app-table';
import { acknowledge } from '../nag/acknowledge';
import { pascalCase } from '../naming';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  table: AppTable;
  documents: AppBucket;
  photos: AppBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The pool's server-side client of the recovery sign-in (`accountSecurity`). */
  recoveryClientId?: string;
  /** Encrypts stored OAuth refresh tokens (areas with `tokenCipher`). */
  tokenKey?: IKey;
  routes: readonly RouteDef[];
  areaEntry: (area: Area) => string;
  areaAccess: Record<Area, FunctionAccess>;
  /** Areas whose public GET routes get a read-only function of their own (same bundle). */
  publicReadAccess?: Partial<Record<Area, FunctionAccess>>;
  /** The Events stack's functions, by consumer name, that an area may invoke (`invokes`). */
  invocable?: ReadonlyMap<string, ApiFunction>;
}

/**
 * The HTTP API behind CloudFront's `/api/*`: one Lambda per area of `lambdas/routes.ts`, every
 * route behind the Cognito JWT authorizer unless the route table says `public`.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions = new Map<Area, ApiFunction>();
  /** The read-only functions behind the anonymous GET routes of `publicReadAccess` areas. */
  readonly publicReaders = new Map<Area, ApiFunction>();
  /**
   * The Secrets Manager name of the origin-verify secret: CloudFront (Web stack) sends it as
   * `x-origin-verify` with every request it forwards, and the functions refuse any request
   * without it (`lambdas/middleware/edge-guard.ts`), so the API answers only through the edge.
   */
  readonly originVerifySecretName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const resources: AppResources = props;
    this.originVerifySecretName = `${this.stackName}/origin-verify`;
    const originVerify = new Secret(this, 'OriginVerify', {
      secretName: this.originVerifySecretName,
      description: 'Sent by CloudFront as x-origin-verify; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    acknowledge(
      originVerify,
      'AwsSolutions-SMG4',
      'Rotating it means redeploying the Web and Api stacks together (CloudFront and the functions read it at deployment); a scheduled rotation would break requests in between.',
    );
    const environment = {
      ...sharedEnvironment(props.config),
      // Resolved by CloudFormation at deployment: the functions never call Secrets Manager.
      ORIGIN_VERIFY: SecretValue.secretsManager(this.originVerifySecretName).unsafeUnwrap(),
    };

    // Issuer = the pool, audience = the SPA's client (access tokens carry it as `client_id`).
    const authorizer = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    this.api = new HttpApi(this, 'Http', {
      description: 'vCISO Hub API (served under /api by CloudFront)',
      // Secure by default: a route is public only when it says so.
      defaultAuthorizer: authorizer,
      createDefaultStage: false,
    });

    const integrations = new Map<string, HttpLambdaIntegration>();
    const integrationFor = (area: Area, publicRead: boolean) => {
      const readAccess = publicRead ? props.publicReadAccess?.[area] : undefined;
      const id = readAccess ? `${pascalCase(area)}PublicReads` : pascalCase(area);
      let integration = integrations.get(id);
      if (!integration) {
        const fn = new ApiFunction(this, id, {
          entry: props.areaEntry(area),
          description: readAccess ? `HTTP area ${area}: anonymous reads only` : `HTTP area ${area}`,
          environment,
          // Anonymous traffic is capped per function, so it cannot starve the signed-in areas.
          reservedConcurrency: PUBLIC_FUNCTION_CONCURRENCY[id],
        });
        applyAccess(fn, readAccess ?? props.areaAccess[area], resources, props.config);
        (readAccess ? this.publicReaders : this.functions).set(area, fn);
        // One invoke permission per function for this API (not one per route): keeps the
        // function policy small as routes grow.
        integration = new HttpLambdaIntegration(`${id}Integration`, fn.fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(id, integration);
      }
      return integration;
    };

    const registered: HttpRoute[] = [];
    for (const route of props.routes) {
      const isPublic = route.access === 'public';
      const [created] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationFor(route.area, isPublic && route.method === 'GET'),
        ...(isPublic ? { authorizer: new HttpNoneAuthorizer() } : {}),
      });
      if (!created) throw new Error(`Route ${route.method} ${route.path} was not created`);
      registered.push(created);
      if (isPublic) {
        acknowledge(
          created,
          'AwsSolutions-APIG4',
          'Public by the spec (access "public" in lambdas/routes.ts); the handler serves anonymous callers.',
        );
      }
    }

    // Anonymous routes have no throttle of their own: a bucket shared by every visitor is one a
    // few addresses empty for all. They are limited per caller at the edge instead, and their
    // functions' reserved concurrency keeps a flood off the signed-in areas (public-limits.ts).
    this.addDefaultStage(registered);
  }

  private addDefaultStage(routes: HttpRoute[]): HttpStage {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_YEAR });
    const stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: API_STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // The route key (`POST /api/sign/consent`), never the path, the query string or a
        // header: whatever a caller puts there, whoever reads a log must not get a secret from it.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            responseLength: '$context.responseLength',
            userAgent: '$context.identity.userAgent',
            sub: '$context.authorizer.claims.sub',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // Created after its routes, so the stage's first deployment holds every one of them.
    for (const route of routes) stage.node.addDependency(route);
    return stage;
  }
}
