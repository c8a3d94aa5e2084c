import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Duration, Stack } from 'aws-cdk-lib';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Function as LambdaFunction,
  Runtime,
  Tracing,
  type IFunction,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppConfig, OAuthClient } from '../config/app-config';
import type { AccessMode, TokenRights } from '../config/function-access';
import { acknowledge } from '../nag/acknowledge';
import type { AppBucket } from './app-bucket';
import type { AppTable } from './app-table';
import type { Bindable } from './bindable';
import { lambdaCode } from './bundling';

export interface ApiFunctionProps {
  /** Absolute path of the TypeScript module exporting `handler`. */
  entry: string;
  description: string;
  /**
   * Settings beyond resource names (LOG_LEVEL, a stage URL...). Names come with the rights, from
   * the `bind…`/`allow…` calls, so the function is given only what its ports read.
   */
  environment: Record<string, string>;
  /** @default 10 seconds: well inside API Gateway's 30 s integration limit. */
  timeout?: Duration;
  /** @default 512 MB: also buys CPU for cold starts and PDF work. */
  memorySize?: number;
  /** Where async invocations that keep failing go (event consumers). */
  deadLetterQueue?: IQueue;
  /** At most this many runs at once, set aside for it alone; none: the account's shared pool. */
  reservedConcurrency?: number;
}

/**
 * One Lambda with the project's defaults fixed (Node 22 on ARM64, bundled by the local esbuild,
 * X-Ray tracing, its own log group) and an execution role that starts empty: every right comes
 * from an explicit `bind…`/`allow…` call.
 */
export class ApiFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // Own role instead of AWSLambdaBasicExecutionRole: logs go to this group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: lambdaCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout ?? Duration.seconds(10),
      memorySize: props.memorySize ?? 512,
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      deadLetterQueue: props.deadLetterQueue,
      reservedConcurrentExecutions: props.reservedConcurrency,
      environment: {
        ...props.environment,
        // Stack traces point at the TypeScript sources through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: id,
      },
    });

    acknowledge(
      this.role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the code and bundle target are built and tested for.',
    );
  }

  /**
   * Read (RO) or read-write (RW) items of the app table, in the partitions of `leadingKeys` only
   * (`dynamodb:LeadingKeys` patterns, from the entities of `lib/config/function-access.ts`).
   * Sets TABLE_NAME.
   */
  bindTable(table: AppTable, mode: AccessMode, leadingKeys: readonly string[]): this {
    for (const statement of table.statements(mode, leadingKeys)) {
      this.role.addToPrincipalPolicy(statement);
    }
    this.fn.addEnvironment(table.envName, table.envValue);
    return this;
  }

  /**
   * Only `actions` (e.g. `PutItem`) and only on items of the named partitions of the app table, by
   * IAM's `dynamodb:LeadingKeys`: for functions that touch one kind of item, such as WebSocket
   * connections. A partition may be a pattern (`WSCONN#*`: every shard). Sets TABLE_NAME.
   */
  bindTablePartition(table: AppTable, partitionKeys: readonly string[], actions: string[]): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [table.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitionKeys] },
        },
      }),
    );
    this.fn.addEnvironment(table.envName, table.envValue);
    return this;
  }

  /**
   * Read (RO) or read-write (RW) objects of one app bucket; sets its *_BUCKET variable. With
   * `objects` (key patterns such as `*\/exports/*`), only those objects and no listing.
   */
  bindBucket(bucket: AppBucket, mode: AccessMode, objects?: readonly string[]): this {
    if (!objects) return this.bind(bucket, mode);
    for (const pattern of objects) this.role.addManagedPolicy(bucket.objectsPolicy(mode, pattern));
    this.fn.addEnvironment(bucket.envName, bucket.envValue);
    return this;
  }

  /** PutEvents on the app bus only; sets EVENT_BUS_NAME. */
  bindEventBus(bus: IEventBus): this {
    bus.grantPutEventsTo(this.fn);
    this.fn.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
    return this;
  }

  /** SES SendEmail as the MAIL_FROM address (its address and domain identities). */
  allowSendMail(mailFrom: string): this {
    const { region, account, partition } = Stack.of(this);
    const domain = mailFrom.split('@')[1] ?? mailFrom;
    const identity = (name: string) => `arn:${partition}:ses:${region}:${account}:identity/${name}`;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identity(mailFrom), identity(domain)],
      }),
    );
    this.fn.addEnvironment('MAIL_FROM', mailFrom);
    return this;
  }

  /** Only AdminGetUser, on this one pool: enough to look up an e-mail by sub. Sets USER_POOL_ID. */
  allowReadUsers(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminGetUser'],
        resources: [userPool.userPoolArn],
      }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    return this;
  }

  /** Only ListUsersInGroup, on this one pool: the administrators' e-mails. Sets USER_POOL_ID. */
  allowListAdmins(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsersInGroup'],
        resources: [userPool.userPoolArn],
      }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    return this;
  }

  /**
   * AdminDisableUser, AdminUserGlobalSignOut and AdminDeleteUser on this one pool: closing an
   * account. Sets USER_POOL_ID.
   */
  allowCloseAccounts(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:AdminDisableUser',
          'cognito-idp:AdminUserGlobalSignOut',
          'cognito-idp:AdminDeleteUser',
        ],
        resources: [userPool.userPoolArn],
      }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    return this;
  }

  /**
   * AdminGetUser, AdminInitiateAuth and AdminSetUserMFAPreference on this one pool: the recovery
   * sign-in finds the account, checks its password with the server's own client (never finishing
   * the sign-in) and turns the lost authenticator app off. Sets USER_POOL_ID and
   * RECOVERY_CLIENT_ID. (ChangePassword is called with the user's own access token: no right.)
   */
  allowAccountSecurity(userPool: IUserPool, recoveryClientId: string): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminInitiateAuth',
          'cognito-idp:AdminSetUserMFAPreference',
        ],
        resources: [userPool.userPoolArn],
      }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    this.fn.addEnvironment('RECOVERY_CLIENT_ID', recoveryClientId);
    return this;
  }

  /**
   * AdminLinkProviderForUser and AdminDisableProviderForUser on this one pool: connecting and
   * disconnecting a Google, Microsoft or LinkedIn sign-in. Sets USER_POOL_ID.
   */
  allowConnectSignIns(userPool: IUserPool): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:AdminLinkProviderForUser',
          'cognito-idp:AdminDisableProviderForUser',
        ],
        resources: [userPool.userPoolArn],
      }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    return this;
  }

  /**
   * The user pool's own clients of its identity providers, for connecting a sign-in to an
   * account (the same client ids, so each provider gives the `sub` the pool knows): APP_ORIGIN for
   * the redirect URI and, per configured provider, its client id (and Microsoft's tenant) and the
   * name of its secret, with GetSecretValue on that one secret.
   */
  allowSignInProviders(providers: AppConfig['identityProviders'], appOrigin: string): this {
    this.fn.addEnvironment('APP_ORIGIN', appOrigin);
    const entries = [
      ['GOOGLE', providers.google],
      ['MICROSOFT', providers.microsoft],
      ['LINKEDIN', providers.linkedin],
    ] as const;
    for (const [prefix, client] of entries) this.useOAuthClient(`${prefix}_SIGN_IN`, client);
    if (providers.microsoft)
      this.fn.addEnvironment('MICROSOFT_SIGN_IN_TENANT_ID', providers.microsoft.tenantId);
    return this;
  }

  /** No right, only APP_ORIGIN: the web app's public origin, for links in the mails it sends. */
  linkToApp(appOrigin: string): this {
    this.fn.addEnvironment('APP_ORIGIN', appOrigin);
    return this;
  }

  /**
   * The calendar OAuth clients: APP_ORIGIN for the redirect URI and, per configured provider, its
   * client id and the name of its secret, with GetSecretValue on that one secret.
   */
  allowCalendarProviders(providers: AppConfig['calendarProviders'], appOrigin: string): this {
    this.fn.addEnvironment('APP_ORIGIN', appOrigin);
    const entries = [
      ['GOOGLE', providers.google],
      ['MICROSOFT', providers.microsoft],
    ] as const;
    for (const [prefix, client] of entries) this.useOAuthClient(`${prefix}_CALENDAR`, client);
    return this;
  }

  /**
   * LinkedIn's OpenID Connect client for "Quick Fill with LinkedIn" (the user pool's LinkedIn
   * client, `identityProviders.linkedin`): APP_ORIGIN for the redirect URI and, when LinkedIn is
   * configured, its client id and the name of its secret, with GetSecretValue on that one secret.
   */
  allowLinkedIn(client: AppConfig['identityProviders']['linkedin'], appOrigin: string): this {
    this.fn.addEnvironment('APP_ORIGIN', appOrigin);
    this.useOAuthClient('LINKEDIN', client);
    return this;
  }

  /**
   * GetSecretValue on the document-signing identity's secret only; sets SIGNING_CERTIFICATE to its
   * name.
   */
  allowSigningCertificate(secretName: string): this {
    this.readSecret(secretName);
    this.fn.addEnvironment('SIGNING_CERTIFICATE', secretName);
    return this;
  }

  /**
   * Encrypt and Decrypt with the token key, nothing else, each only under the encryption context
   * of the kinds listed (`{ purpose: <kind> }`, as `lambdas/adapters/kms/token-cipher.ts` sends
   * it); sets TOKEN_KEY (its ARN).
   */
  allowTokenCipher(key: IKey, rights: TokenRights): this {
    for (const [action, kinds] of [
      ['kms:Encrypt', rights.encrypt],
      ['kms:Decrypt', rights.decrypt],
    ] as const) {
      if (!kinds?.length) continue;
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [action],
          resources: [key.keyArn],
          conditions: { StringEquals: { 'kms:EncryptionContext:purpose': [...kinds].sort() } },
        }),
      );
    }
    this.fn.addEnvironment('TOKEN_KEY', key.keyArn);
    return this;
  }

  /**
   * lambda:InvokeFunction on that one function (its unqualified ARN: no version or alias is
   * invoked), and its name under `variable` for the port that calls it.
   */
  allowInvoke(target: IFunction, variable: string): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.functionArn] }),
    );
    this.fn.addEnvironment(variable, target.functionName);
    return this;
  }

  /**
   * When the client is configured: GetSecretValue on its one secret, `<name>_CLIENT_ID` and
   * `<name>_CLIENT_SECRET_NAME`.
   */
  private useOAuthClient(name: string, client: OAuthClient | undefined): void {
    if (!client) return;
    this.readSecret(client.secretName);
    this.fn.addEnvironment(`${name}_CLIENT_ID`, client.clientId);
    this.fn.addEnvironment(`${name}_CLIENT_SECRET_NAME`, client.secretName);
  }

  /**
   * GetSecretValue on this one secret (the `-??????` suffix is the random part Secrets Manager
   * appends to every secret's ARN).
   */
  private readSecret(secretName: string): void {
    const { region, account, partition } = Stack.of(this);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [
          `arn:${partition}:secretsmanager:${region}:${account}:secret:${secretName}-??????`,
        ],
      }),
    );
  }

  private bind(resource: Bindable, mode: AccessMode): this {
    this.role.addManagedPolicy(resource.accessPolicy(mode));
    this.fn.addEnvironment(resource.envName, resource.envValue);
    return this;
  }
}
