import { ArnFormat, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  UserPoolClientIdentityProvider,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { UserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../contracts/auth/password-policy';
import type { AppConfig } from '../config/app-config';
import { sharedEnvironment } from '../constructs/app-resources';
import { addIdentityProviders } from '../constructs/identity-providers';
import type { FederatedProvider } from '../constructs/identity-providers';
import type { AppTable } from '../constructs/app-table';
import { PostConfirmationTrigger } from '../constructs/post-confirmation-trigger';
import { PreSignUpTrigger } from '../constructs/pre-sign-up-trigger';
import {
  aclVisibility,
  cognitoOperation,
  managedRules,
  ratePerIp,
} from '../constructs/web-acl-rules';
import { triggerEntry } from '../lambda-entries';
import { acknowledge } from '../nag/acknowledge';

/** Calls to the user pool per source IP in 5 minutes. */
export const USER_POOL_RATE_PER_IP = 500;
/** WAF delivers logs only to log groups whose name starts with `aws-waf-logs-`. */
export const USER_POOL_WAF_LOG_GROUP = 'aws-waf-logs-vciso-hub-user-pool';
/** Sign-up, sign-in and password-reset calls per source IP in 5 minutes. */
export const SIGN_IN_RATE_PER_IP = 50;
/** The Cognito operations that sign up, sign in or reset a password. */
export const SIGN_IN_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

export interface AuthStackProps extends StackProps {
  config: AppConfig;
  /** The app table (Data stack), where the post confirmation trigger writes its notice. */
  table: AppTable;
}

/**
 * Stateful: the Cognito user pool (e-mail sign-in, optional TOTP MFA, `admin` group), its hosted
 * domain, the federated identity providers configured in context, the SPA's app client, the
 * pool's pre sign-up trigger (one account per person, whichever way they sign in) and its post
 * confirmation trigger (a password reset is mailed to the account).
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /**
   * The server's own client for the recovery sign-in: ADMIN_USER_PASSWORD_AUTH only (IAM-signed
   * calls, so no browser can use it), no OAuth, no secret to keep (docs/decisions.md, "Recovery
   * codes stand in for a lost authenticator app").
   */
  readonly recoveryClient: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** Hosted domain host name (no scheme), for Amplify's `oauth.domain`. */
  readonly oauthDomain: string;
  readonly federatedProviders: FederatedProvider[];
  /** Links a first federated sign-in to the existing e-mail account (docs/decisions.md). */
  readonly preSignUp: PreSignUpTrigger;
  /** Mails the account when its password is reset through "Forgot password?" (docs/decisions.md). */
  readonly postConfirmation: PostConfirmationTrigger;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    const { config } = props;

    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the new address is verified.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The one policy the SPA checks and the local stand-in enforces too.
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: config.cognitoPlusTier ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: config.cognitoPlusTier
        ? StandardThreatProtectionMode.FULL_FUNCTION
        : undefined,
      // Verification and reset codes go out through SES from the product's own verified sender,
      // not Cognito's default mailer (about 50 mails a day, from a no-reply AWS address).
      email: UserPoolEmail.withSES({
        fromEmail: config.mailFrom,
        fromName: config.companyName,
        sesRegion: config.region,
        sesVerifiedDomain: config.mailFrom.split('@')[1],
      }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.protectSignIn();
    // One person, one account: a federated sign-in reaches the e-mail account of its address.
    this.preSignUp = new PreSignUpTrigger(this, 'PreSignUpTrigger', {
      userPool: this.userPool,
      entry: triggerEntry('pre-sign-up'),
      environment: sharedEnvironment(config),
    });
    // A reset through "Forgot password?" is told to the account, as a password changed in the app.
    this.postConfirmation = new PostConfirmationTrigger(this, 'PostConfirmationTrigger', {
      userPool: this.userPool,
      table: props.table,
      entry: triggerEntry('post-confirmation'),
      environment: sharedEnvironment(config),
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The spec makes MFA opt-in: users enrol a TOTP factor on /account/security.',
    );
    if (!config.cognitoPlusTier) {
      acknowledge(
        this.userPool,
        'AwsSolutions-COG8',
        'Plus tier is billed per MAU; enable with context cognitoPlusTier=true once usage justifies it.',
      );
    }

    // The spec's `user_roles` admin role; handlers read it from `cognito:groups`.
    new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: 'admin',
      description: 'Administrators: articles, ticker and applications',
    });

    const prefix =
      config.authDomainPrefix ??
      Fn.join('-', [config.stackPrefix.toLowerCase(), Stack.of(this).account]);
    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: prefix },
    });
    this.oauthDomain = `${this.domain.domainName}.auth.${this.region}.amazoncognito.com`;

    const providers = addIdentityProviders(this, this.userPool, config.identityProviders);
    this.federatedProviders = providers.map((p) => p.name);

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP in AWS; refresh-token auth is always enabled alongside any flow.
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((p) => p.clientProvider),
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        // Never COGNITO_ADMIN: with it, a federated session (which Cognito asks for no code) could
        // change the account's e-mail or authenticator app through the self-service APIs, and ask
        // for a token the admin check could not tell from the pool's own sign-in.
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${config.appOrigin}/auth/callback`],
        logoutUrls: [`${config.appOrigin}/auth`],
      },
    });
    // The client may only name providers that already exist.
    for (const provider of providers) this.client.node.addDependency(provider.resource);

    this.recoveryClient = this.userPool.addClient('RecoveryClient', {
      generateSecret: false,
      authFlows: { adminUserPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      disableOAuth: true,
    });
  }

  /**
   * The user pool's own web ACL (regional): the browser calls Cognito directly, not through
   * CloudFront, so sign-up, sign-in and password reset are rate-limited here, tighter than
   * anything else, beside AWS's known-bad-input rules; and logged, with the session headers and
   * the query string redacted.
   */
  private protectSignIn(): void {
    const acl = new CfnWebACL(this, 'UserPoolWebAcl', {
      scope: 'REGIONAL',
      description: 'vCISO Hub: rate limits on sign-up, sign-in and password reset',
      defaultAction: { allow: {} },
      visibilityConfig: aclVisibility('VcisoHubUserPool'),
      rules: [
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 0),
        ratePerIp('RatePerIp', 1, USER_POOL_RATE_PER_IP),
        ratePerIp(
          'RateSignInSignUpResetPerIp',
          2,
          SIGN_IN_RATE_PER_IP,
          cognitoOperation(SIGN_IN_OPERATIONS),
        ),
      ],
    });
    new CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: acl.attrArn,
    });

    // Every request the ACL sees is logged, so a blocked sign-in or a flood can be traced to its
    // sources. Cognito's calls carry their passwords and tokens in the body, which WAF never
    // logs; the headers that carry a session (`authorization`, `cookie`: the hosted sign-in's
    // session) and the query string (the hosted sign-in's code and state) are redacted.
    new LogGroup(this, 'UserPoolWafLogs', {
      logGroupName: USER_POOL_WAF_LOG_GROUP,
      retention: RetentionDays.THREE_MONTHS,
    });
    new CfnLoggingConfiguration(this, 'UserPoolWebAclLogging', {
      resourceArn: acl.attrArn,
      // WAF takes the log group's ARN without the `:*` that LogGroup.logGroupArn ends with.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: USER_POOL_WAF_LOG_GROUP,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [
        { singleHeader: { Name: 'authorization' } },
        { singleHeader: { Name: 'cookie' } },
        { queryString: {} },
      ],
    });
  }
}
