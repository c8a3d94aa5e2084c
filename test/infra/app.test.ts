import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '../../contracts/account/retention';
import { STAGING_PREFIX } from '../../lambdas/ports/file-store';
import { routes } from '../../lambdas/routes';
import { openApiDocument } from '../../lambdas/services/api-reference/openapi-document';
import { publicReadAccess } from '../../lib/config/function-access';
import { API_STAGE_THROTTLE } from '../../lib/config/public-limits';
import { USER_POOL_WAF_LOG_GROUP } from '../../lib/stacks/auth-stack';
import { acknowledgements, messages, nagFindings, synthApp } from './support/app';

// One synthesis (with real esbuild bundling) shared by every test in this file.
const built = synthApp();
const { stacks } = built;
const t = built.template;

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('stack layout', () => {
  it('deploys the stateful stacks first and keeps them free of stateless dependencies', () => {
    const stateful = [stacks.data, stacks.auth, stacks.storage];
    for (const stack of stateful) {
      expect(stack.terminationProtection).toBe(true);
      for (const dep of stack.dependencies) expect(stateful).toContain(dep);
    }
    // Storage comes before Api: the documents areas presign uploads and downloads on its bucket.
    // Events too, for the functions the booking and OAuth callback areas invoke
    // (`lambdas/events/invocations.ts`); no HTTP function publishes (events go through the outbox).
    const ids = (list: Stack[]) => list.map((stack) => stack.node.id).sort();
    expect(ids(stacks.api.dependencies)).toEqual(
      ids([stacks.data, stacks.auth, stacks.storage, stacks.events]),
    );
    expect(stacks.events.dependencies).not.toContain(stacks.api);
    expect(stacks.web.dependencies).toEqual(
      expect.arrayContaining([stacks.api, stacks.auth, stacks.realtime]),
    );
    expect(stacks.realtime.dependencies).toEqual([stacks.data]);
  });

  it('is region-pinned and account-agnostic, so synth needs no credentials', () => {
    for (const stack of Object.values(stacks)) {
      // CloudFront's web ACL can only be made in us-east-1; everything else is in eu-west-2.
      expect(stack.region).toBe(stack === stacks.edge ? 'us-east-1' : 'eu-west-2');
      expect(stack.account).toMatch(/^\$\{Token/);
    }
  });
});

describe('data', () => {
  it('has the single table from table-def with stream, PITR, TTL and both GSIs, retained', () => {
    const table = t(stacks.data);
    table.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: {
          PointInTimeRecoveryEnabled: true,
          RecoveryPeriodInDays: RETENTION.tableBackupDays,
        },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3'].map((name) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: `${name}PK`, KeyType: 'HASH' },
            { AttributeName: `${name}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it('offers item-level policies without Scan', () => {
    const policies = t(stacks.data).findResources('AWS::IAM::ManagedPolicy');
    const actions = JSON.stringify(policies);
    expect(Object.keys(policies)).toHaveLength(2);
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('/index/*');
  });
});

describe('auth', () => {
  const auth = () => t(stacks.auth);

  it('signs in by e-mail with optional TOTP-only MFA and a minimum password length of 8', () => {
    auth().hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
    });
  });

  it('keeps the verified e-mail until a changed one is verified by its code', () => {
    auth().hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AutoVerifiedAttributes: ['email'],
    });
  });

  it('has the admin group and a hosted domain', () => {
    auth().hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    auth().resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('has a public SRP client with the OAuth code flow back to the app', () => {
    auth().hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://app.example.com/auth/callback'],
      LogoutURLs: ['https://app.example.com/auth'],
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('creates no identity provider without context', () => {
    auth().resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });
});

describe('storage', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    for (const stack of [stacks.storage, stacks.web]) {
      const template = t(stack);
      const buckets = template.findResources('AWS::S3::Bucket') as Resources;
      expect(Object.keys(buckets).length).toBeGreaterThan(0);
      for (const bucket of Object.values(buckets)) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(JSON.stringify(bucket.Properties.BucketEncryption)).toContain('AES256');
      }
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy') as Resources);
      expect(policies).toHaveLength(Object.keys(buckets).length);
      for (const policy of policies) {
        expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain(
          '{"Bool":{"aws:SecureTransport":"false"}}',
        );
      }
    }
  });

  it('versions documents and photos, logs access and allows presigned PUT from the app origin', () => {
    const buckets = t(stacks.storage).findResources('AWS::S3::Bucket', {
      Properties: { VersioningConfiguration: { Status: 'Enabled' } },
    }) as Resources;
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.LoggingConfiguration).toBeDefined();
      expect(bucket.Properties.CorsConfiguration).toEqual({
        CorsRules: [
          expect.objectContaining({
            AllowedOrigins: ['https://app.example.com'],
            AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
          }),
        ],
      });
    }
  });
});

describe('retention', () => {
  const rulesOf = (bucket: { Properties: Record<string, unknown> }) =>
    (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
  const versioned = () =>
    Object.values(
      t(stacks.storage).findResources('AWS::S3::Bucket', {
        Properties: { VersioningConfiguration: { Status: 'Enabled' } },
      }) as Resources,
    );

  it('keeps no deleted file or item longer than the privacy page promises for a closed account', () => {
    const kept = versioned().map(
      (bucket) =>
        (
          rulesOf(bucket).find((r) => r.Prefix === undefined && r.NoncurrentVersionExpiration)
            ?.NoncurrentVersionExpiration as {
            NoncurrentDays: number;
          }
        ).NoncurrentDays,
    );
    expect(kept.sort((a, b) => a - b)).toEqual(
      [RETENTION.photoVersionDays, RETENTION.documentVersionDays].sort((a, b) => a - b),
    );
    for (const days of [...kept, RETENTION.tableBackupDays])
      expect(days).toBeLessThanOrEqual(RETENTION.closedAccountDays);
  });

  it('deletes data archives after their week', () => {
    const rules = versioned().flatMap(rulesOf);
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: 'data-exports/',
        Status: 'Enabled',
        ExpirationInDays: RETENTION.dataExportDays,
      }),
    );
  });
});

describe('staged uploads', () => {
  it('expire after a day in documents and photos, with their old versions and parts', () => {
    const buckets = t(stacks.storage).findResources('AWS::S3::Bucket', {
      Properties: { VersioningConfiguration: { Status: 'Enabled' } },
    }) as Resources;
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const bucket of Object.values(buckets)) {
      const { Rules: rules } = bucket.Properties.LifecycleConfiguration as {
        Rules: Record<string, unknown>[];
      };
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: STAGING_PREFIX,
          Status: 'Enabled',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        }),
      );
      expect(rules).toContainEqual(
        expect.objectContaining({ Prefix: STAGING_PREFIX, ExpiredObjectDeleteMarker: true }),
      );
      // Accepted files (outside the prefix) never expire; data archives are not accepted files.
      for (const rule of rules.filter(
        (r) => r.Prefix !== STAGING_PREFIX && r.Prefix !== 'data-exports/',
      ))
        expect(rule.ExpirationInDays).toBeUndefined();
    }
  });

  it('are swept hourly as well', () => {
    t(stacks.events).hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Description: 'Runs upload-sweep every 60 minutes',
    });
  });
});

describe('api', () => {
  const api = () => t(stacks.api);

  it('has a Cognito JWT authorizer: issuer = the pool, audience = the web client', () => {
    api().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('WebClient') })],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
  });

  it('registers every route of routes.ts, with the authorizer exactly when it is not public', () => {
    const registered = Object.values(api().findResources('AWS::ApiGatewayV2::Route') as Resources);
    expect(registered.map((r) => r.Properties.RouteKey).sort()).toEqual(
      routes.map((r) => `${r.method} ${r.path}`).sort(),
    );
    for (const route of routes) {
      const resource = registered.find(
        (r) => r.Properties.RouteKey === `${route.method} ${route.path}`,
      );
      if (route.access === 'public') {
        expect(resource?.Properties.AuthorizationType).toBe('NONE');
        expect(resource?.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(resource?.Properties.AuthorizationType).toBe('JWT');
        expect(resource?.Properties.AuthorizerId).toBeDefined();
      }
    }
  });

  it('describes in its OpenAPI document every route of the synthesized API and no other', () => {
    const registered = Object.values(api().findResources('AWS::ApiGatewayV2::Route') as Resources);
    const document = openApiDocument(routes, { title: 'vCISO Hub API', version: '1' });
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(registered.map((r) => r.Properties.RouteKey).sort());
  });

  it('throttles and access-logs the default stage', () => {
    api().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: API_STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_STAGE_THROTTLE.burstLimit,
      }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('access-logs the route key and never the path, which can hold a link token', () => {
    const stage = Object.values(api().findResources('AWS::ApiGatewayV2::Stage') as Resources)[0];
    const settings = stage?.Properties.AccessLogSettings as { Format?: string } | undefined;
    const format = JSON.parse(String(settings?.Format)) as Record<string, string>;
    expect(format.routeKey).toBe('$context.routeKey');
    const logged = Object.values(format);
    expect(logged.some((v) => /\$context\.(path|resourcePath)|\$request\.path/.test(v))).toBe(
      false,
    );
  });

  it('runs one Node 22 ARM64 function per area, traced, with its own log group', () => {
    const areas = new Set(routes.map((r) => r.area));
    const functions = Object.values(api().findResources('AWS::Lambda::Function') as Resources);
    // Plus one read-only function per area whose anonymous reads run apart (publicReadAccess).
    expect(functions).toHaveLength(areas.size + Object.keys(publicReadAccess).length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: expect.anything() },
      });
      // Each is given only its ports' names (function-environment.test.ts); all use the table
      // but the health check's, which reads nothing, and the OAuth callback's, which hands the
      // flow to the function that stores connections.
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).toHaveProperty('LOG_LEVEL');
      const tableless = ['HTTP area system: anonymous reads only', 'HTTP area oauth'];
      if (!tableless.includes(fn.Properties.Description as string))
        expect(env).toHaveProperty('TABLE_NAME');
    }
  });

  it("deploys each area as its entry and the chunks its routes' modules are loaded from", () => {
    const functions = Object.values(api().findResources('AWS::Lambda::Function') as Resources);
    const keys = functions.map((fn) => (fn.Properties.Code as { S3Key: string }).S3Key);
    // One bundle per area (its anonymous readers run the same entry): CDK caches bundling by
    // its options, which must name the entry.
    expect(new Set(keys).size).toBe(new Set(routes.map((r) => r.area)).size);
    for (const S3Key of keys) {
      const asset = path.join(built.assembly.directory, `asset.${S3Key.replace(/\.zip$/, '')}`);
      expect(existsSync(path.join(asset, 'index.mjs')), asset).toBe(true);
      expect(readdirSync(path.join(asset, 'chunks')).some((f) => f.endsWith('.mjs'))).toBe(true);
    }
  });

  it('gives functions no AWS-managed policy and no Scan', () => {
    const roles = JSON.stringify(api().findResources('AWS::IAM::Role'));
    expect(roles).not.toContain('AWSLambdaBasicExecutionRole');
    // Table rights are inline, by partition (least-privilege.test.ts), and never Scan.
    expect(JSON.stringify(api().findResources('AWS::IAM::Policy'))).not.toContain('dynamodb:Scan');
  });

  it('lets only the areas that name users look up e-mails, with AdminGetUser on the pool only', () => {
    const policies = JSON.stringify(api().findResources('AWS::IAM::Policy'));
    expect(policies).toContain('"cognito-idp:AdminGetUser"');
    // Besides: the account area's linking and removing of sign-ins, and the recovery sign-in's
    // password check and turning the authenticator app off (the next tests).
    expect(policies).not.toMatch(
      /cognito-idp:(?!AdminGetUser"|AdminLinkProviderForUser"|AdminDisableProviderForUser"|AdminInitiateAuth"|AdminSetUserMFAPreference")/,
    );
    const fns = Object.values(api().findResources('AWS::Lambda::Function'));
    const withPool = fns.filter((fn) => fn.Properties.Environment.Variables.USER_POOL_ID);
    // system: the signed-in user's e-mail; signing: the sender named on a signer's page;
    // applications: the screener named on notes and status changes; articles and ticker: the
    // admin routes' MFA check. Never the functions behind anonymous reads.
    // account: the e-mail typed to close the account. timesheets: the consultant named in a
    // period's history; invoices: on an issued invoice; timesheet-approval: on the client's
    // approval page; clients: the consultant's own address, which no approver may have.
    // recovery: the account a recovery code's sign-in names. engagements: the consultant's own
    // address, with which they sign their letters.
    expect(withPool.map((fn) => fn.Properties.Description).sort()).toEqual([
      'HTTP area account',
      'HTTP area applications',
      'HTTP area articles',
      'HTTP area clients',
      'HTTP area engagements',
      'HTTP area invoices',
      'HTTP area recovery',
      'HTTP area signing',
      'HTTP area system',
      'HTTP area ticker',
      'HTTP area timesheet-approval',
      'HTTP area timesheets',
    ]);
  });

  it('lets only the recovery area check a password and turn an authenticator app off', () => {
    const policies = Object.entries(api().findResources('AWS::IAM::Policy'));
    const recovering = policies.filter(([, p]) =>
      /cognito-idp:Admin(InitiateAuth|SetUserMFAPreference)/.test(JSON.stringify(p)),
    );
    expect(recovering.map(([id]) => id)).toEqual([expect.stringMatching(/^Recovery/)]);
    const fns = Object.values(api().findResources('AWS::Lambda::Function'));
    const recovery = fns.find((fn) => fn.Properties.Description === 'HTTP area recovery');
    expect(Object.keys(recovery!.Properties.Environment.Variables)).toContain('RECOVERY_CLIENT_ID');
  });

  it('lets only the account area link and remove sign-ins, on the pool only', () => {
    const policies = Object.entries(api().findResources('AWS::IAM::Policy'));
    const linking = policies.filter(([, p]) =>
      /cognito-idp:Admin(Link|Disable)ProviderForUser/.test(JSON.stringify(p)),
    );
    expect(linking.map(([id]) => id)).toEqual([expect.stringMatching(/^Account(?!PublicReads)/)]);
    // CDK merges statements on the same resource: the pool, with the e-mail look-up.
    const statements = (
      linking[0]![1].Properties as {
        PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
      }
    ).PolicyDocument.Statement.filter((s) => JSON.stringify(s.Action).includes('cognito-idp:'));
    expect(statements.flatMap((s) => s.Action).sort()).toEqual([
      'cognito-idp:AdminDisableProviderForUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminLinkProviderForUser',
    ]);
    for (const statement of statements) {
      // The Auth stack's pool (its construct is `Users`), by its exported ARN.
      expect(JSON.stringify(statement.Resource)).toMatch(/Fn::ImportValue.*Users\w*Arn/);
      expect(JSON.stringify(statement.Resource)).not.toContain('"*"');
    }
  });

  it('lets only the application mail consumer list the administrators, on the pool only', () => {
    const policies = Object.values(t(stacks.events).findResources('AWS::IAM::Policy'));
    const listing = policies.filter((p) =>
      JSON.stringify(p).includes('cognito-idp:ListUsersInGroup'),
    );
    expect(listing).toHaveLength(1);
    expect(JSON.stringify(listing[0])).toMatch(/ApplicationMail/);
  });
});

describe('abuse protection', () => {
  it('puts a CloudFront web ACL in us-east-1: managed rules and per-IP rate limits', () => {
    const edge = t(stacks.edge);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              Name: 'AWSManagedRulesKnownBadInputsRuleSet',
            }),
          },
        }),
        Match.objectLike({
          Name: 'RatePerIp',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP', Limit: 2000 }),
          },
        }),
        Match.objectLike({
          Name: 'RatePublicWritesPerIp',
          Statement: { RateBasedStatement: Match.objectLike({ Limit: 100 }) },
        }),
      ]),
    });
  });

  it('logs every request the web ACL sees, with the path, query and token headers redacted', () => {
    const edge = t(stacks.edge);
    const [logging] = Object.values(
      edge.findResources('AWS::WAFv2::LoggingConfiguration') as Resources,
    );
    expect(logging).toBeDefined();
    // A session's token travels in `authorization`, a personal link's in its own header.
    expect(logging!.Properties.RedactedFields).toEqual(
      expect.arrayContaining([
        { UriPath: {} },
        { QueryString: {} },
        { SingleHeader: { Name: 'authorization' } },
        { SingleHeader: { Name: 'x-link-token' } },
      ]),
    );
    expect(JSON.stringify(logging!.Properties.LogDestinationConfigs)).toContain(
      'log-group:aws-waf-logs-',
    );
    edge.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: Match.stringLikeRegexp('^aws-waf-logs-'),
      RetentionInDays: Match.anyValue(),
    });
  });

  it('attaches it to the distribution across regions', () => {
    const [distribution] = Object.values(
      t(stacks.web).findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const config = distribution!.Properties.DistributionConfig as { WebACLId?: unknown };
    expect(config.WebACLId).toBeDefined();
    expect(stacks.web.dependencies).toContain(stacks.edge);
  });

  it('rate-limits sign-up, sign-in and password reset on the user pool, tighter than the rest', () => {
    const auth = t(stacks.auth);
    auth.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RateSignInSignUpResetPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 50,
              ScopeDownStatement: {
                OrStatement: {
                  Statements: Match.arrayWith([
                    Match.objectLike({
                      ByteMatchStatement: Match.objectLike({
                        SearchString: 'AWSCognitoIdentityProviderService.SignUp',
                      }),
                    }),
                    Match.objectLike({
                      ByteMatchStatement: Match.objectLike({
                        SearchString: 'AWSCognitoIdentityProviderService.ForgotPassword',
                      }),
                    }),
                  ]),
                },
              },
            }),
          },
        }),
      ]),
    });
    auth.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
  });

  it("logs every request the user pool's web ACL sees, with session headers and query redacted", () => {
    const auth = t(stacks.auth);
    const [acl] = Object.keys(auth.findResources('AWS::WAFv2::WebACL'));
    const [logging, ...others] = Object.values(
      auth.findResources('AWS::WAFv2::LoggingConfiguration') as Resources,
    );
    expect(others).toEqual([]);
    expect(logging!.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [acl, 'Arn'] });
    expect(logging!.Properties.RedactedFields).toEqual(
      expect.arrayContaining([
        { SingleHeader: { Name: 'authorization' } },
        { SingleHeader: { Name: 'cookie' } },
        { QueryString: {} },
      ]),
    );
    const destination = JSON.stringify(logging!.Properties.LogDestinationConfigs);
    expect(destination).toContain(`log-group:${USER_POOL_WAF_LOG_GROUP}`);
    expect(USER_POOL_WAF_LOG_GROUP).toMatch(/^aws-waf-logs-/);
    auth.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: USER_POOL_WAF_LOG_GROUP,
      RetentionInDays: Match.anyValue(),
    });
  });

  it('sends Cognito mail through SES from the configured sender', () => {
    t(stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('no-reply@example.com'),
      }),
    });
  });
});

describe('operations', () => {
  const ops = () => t(stacks.operations);
  type AlarmProps = {
    AlarmDescription: string;
    AlarmActions?: unknown[];
    Threshold: number;
    Metrics?: unknown[];
    MetricName?: string;
  };
  const alarms = () =>
    Object.values(ops().findResources('AWS::CloudWatch::Alarm')).map(
      (a) => a.Properties as AlarmProps,
    );

  it('deploys last: it only reads the other stacks', () => {
    expect(stacks.operations.dependencies).toEqual(
      expect.arrayContaining([stacks.api, stacks.events, stacks.realtime]),
    );
    for (const stack of Object.values(stacks))
      expect(stack.dependencies).not.toContain(stacks.operations);
  });

  it('alarms on the API 5xx rate, throttles, errors, dead letters, stream lag and unsealed documents', () => {
    const described = alarms().map((a) => a.AlarmDescription);
    expect(described).toEqual(expect.arrayContaining([expect.stringMatching(/5xx/)]));
    const everyFunction = [
      ...[...stacks.api.functions.keys()].map((area) => `api/${area}`),
      ...[...stacks.events.consumers.keys()].map((consumer) => `events/${consumer}`),
      ...[...stacks.realtime.consumers.keys()].map((consumer) => `stream/${consumer}`),
    ];
    for (const name of everyFunction) {
      expect(described).toContain(`${name} failed (Lambda errors) in the last five minutes`);
      expect(described).toContain(`${name} was throttled in the last five minutes`);
    }
    expect(described).toContain('events/dead-letters holds messages that could not be delivered');
    expect(described).toContain('stream/failed-batches holds messages that could not be delivered');
    expect(described.some((d) => /behind the table stream/.test(d))).toBe(true);
    expect(described.some((d) => /unsealed/i.test(d))).toBe(true);
    ops().hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests > 0, 100 * errors / requests, 0)' }),
      ]),
      Threshold: 5,
    });
  });

  it('sends every alarm to one topic, mailed when alarmEmail is set', () => {
    ops().resourceCountIs('AWS::SNS::Topic', 1);
    const topic = Object.keys(ops().findResources('AWS::SNS::Topic'))[0];
    for (const alarm of alarms()) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('has one dashboard with the alarms and the same signals', () => {
    ops().resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(ops().findResources('AWS::CloudWatch::Dashboard'));
    for (const title of ['Alarms', 'API 5xx rate', 'Function errors', 'Dead-letter queue depth'])
      expect(body).toContain(title);
  });
});

describe('no way around the edge', () => {
  const reference = `{{resolve:secretsmanager:${stacks.api.originVerifySecretName}:SecretString:::}}`;

  it('keeps a generated origin-verify secret in the Api stack', () => {
    t(stacks.api).hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: stacks.api.originVerifySecretName,
      GenerateSecretString: Match.objectLike({ ExcludePunctuation: true, PasswordLength: 48 }),
    });
  });

  it('has CloudFront send it to the API origin, and every HTTP function require it', () => {
    t(stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginCustomHeaders: [{ HeaderName: 'x-origin-verify', HeaderValue: reference }],
          }),
        ]),
      }),
    });
    const fns = Object.values(t(stacks.api).findResources('AWS::Lambda::Function')) as {
      Properties: { Description?: string; Environment?: { Variables?: Record<string, unknown> } };
    }[];
    const http = fns.filter((fn) => fn.Properties.Description?.startsWith('HTTP area'));
    expect(http.length).toBe(
      new Set(routes.map((r) => r.area)).size + Object.keys(publicReadAccess).length,
    );
    for (const fn of http)
      expect(fn.Properties.Environment?.Variables?.ORIGIN_VERIFY, fn.Properties.Description).toBe(
        reference,
      );
  });
});

describe('web', () => {
  const web = () => t(stacks.web);

  it('serves a private bucket through Origin Access Control', () => {
    web().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({
            S3OriginConfig: { OriginAccessIdentity: '' },
            OriginAccessControlId: Match.anyValue(),
          }),
        ]),
        Logging: Match.objectLike({ Prefix: 'cdn/' }),
      }),
    });
  });

  it('sends /api/* to the HTTP API uncached with all viewer headers except Host', () => {
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          // The calendar OAuth callback first: the same origin, GET only, its own CSP kept.
          Match.objectLike({
            PathPattern: '/api/oauth/*',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            AllowedMethods: ['GET', 'HEAD'],
          }),
          ...[
            '/api/ticker',
            '/api/articles',
            '/api/articles/*',
            '/api/public/booking-pages/*',
            // The sitemap, a public read at the site's root.
            '/sitemap.xml',
            '/api/openapi.json',
          ].map((PathPattern) =>
            Match.objectLike({
              PathPattern,
              CachePolicyId: { Ref: Match.stringLikeRegexp('^PublicReads') },
              OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            }),
          ),
          Match.objectLike({
            PathPattern: '/api/*',
            // Managed CachingDisabled and AllViewerExceptHostHeader policies.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
          }),
        ],
      }),
    });
  });

  it('forwards the viewer’s own address to the API on every API path, for the signing evidence', () => {
    const [distribution] = Object.values(
      web().findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const config = distribution!.Properties.DistributionConfig as {
      CacheBehaviors: Array<{ PathPattern: string; OriginRequestPolicyId: unknown }>;
    };
    const customPolicies = web().findResources('AWS::CloudFront::OriginRequestPolicy') as Resources;
    // The managed AllViewerExceptHostHeader policy forwards every CloudFront header with the
    // viewer's; a policy of our own must name CloudFront-Viewer-Address.
    const forwardsViewerAddress = (id: unknown) =>
      id === 'b689b0a8-53d0-40ab-baf2-68738e2966ac' ||
      JSON.stringify(
        customPolicies[(id as { Ref?: string } | undefined)?.Ref ?? '']?.Properties ?? {},
      ).includes('CloudFront-Viewer-Address');
    const apiBehaviors = config.CacheBehaviors.filter((b) => b.PathPattern.startsWith('/api/'));
    expect(apiBehaviors.length).toBeGreaterThan(1);
    for (const behavior of apiBehaviors)
      expect(forwardsViewerAddress(behavior.OriginRequestPolicyId), behavior.PathPattern).toBe(
        true,
      );
  });

  it('keeps public reads a few seconds, keyed by the whole query string and nothing else', () => {
    web().hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 5,
        MinTTL: 0,
        MaxTTL: 10,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('falls back to index.html for client routes on the site behaviour only', () => {
    web().hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
    const [distribution] = Object.values(
      web().findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const config = distribution!.Properties.DistributionConfig as Record<string, unknown>;
    // Distribution-wide error responses would also turn API 403/404s into the SPA.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(JSON.stringify(config.DefaultCacheBehavior)).toContain('viewer-request');
  });

  it('adds security headers to every response', () => {
    web().hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
          }),
        }),
      }),
    });
  });

  it("lets the SPA's CSP reach the product's two buckets by name, and no other bucket", () => {
    const policies = Object.values(
      web().findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
    ).map((p) => JSON.stringify(p.Properties));
    const withCsp = policies.filter((p) => p.includes('connect-src'));
    expect(withCsp.length).toBeGreaterThan(0);
    const buckets = Object.keys(t(stacks.storage).findResources('AWS::S3::Bucket')).filter((id) =>
      /^(Documents|Photos)Bucket/.test(id),
    );
    expect(buckets).toHaveLength(2);
    for (const csp of withCsp) {
      expect(csp).not.toContain('*.s3.');
      expect(csp).not.toMatch(/https:\/\/s3\./);
      // Each bucket's name comes from the Storage stack, followed by its regional S3 host.
      for (const bucket of buckets) expect(csp).toContain(bucket);
      expect(csp).toContain('.s3.eu-west-2.amazonaws.com');
    }
  });

  it('deploys only /config.json and warns when web/dist is missing', () => {
    web().resourceCountIs('Custom::CDKBucketDeployment', 1);
    expect(messages(built.assembly, 'warning')).toContainEqual(
      expect.stringMatching(/Web\/Deploy: .*not found: deploying \/config.json only/),
    );
    expect(built.stacks.web.webConfig).toMatchObject({
      authFlow: 'USER_SRP_AUTH',
      federatedProviders: [],
      // The Realtime stack's stage URL (resolved at deploy time).
      wsUrl: expect.stringMatching(/^wss:\/\/.+\/live$/),
      contactEmail: 'hello@example.com',
    });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('is live: an unprotected bucket is reported', () => {
    const probe = new App();
    new Bucket(new Stack(probe, 'Probe'), 'Open');
    const rules = nagFindings(probe).map((f) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('reports no unacknowledged finding', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });

  it('has no error annotations', () => {
    expect(messages(built.assembly, 'error')).toEqual([]);
  });

  it('acknowledges each finding with a one-line reason', () => {
    const acks = acknowledgements(built.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.path} ${ack.rule}`).toBeGreaterThan(10);
      expect(ack.reason, `${ack.path} ${ack.rule}`).not.toContain('\n');
    }
  });
});
