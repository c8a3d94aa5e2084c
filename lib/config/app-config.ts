import type { Node } from 'constructs';
import * as z from 'zod';

/**
 * Deployment settings, read once from CDK context (`cdk.json` or `-c key=value`) and validated, so
 * that a typo fails `cdk synth` with a clear message instead of deploying a broken pool or origin.
 * Secrets are never context values: only the Secrets Manager *names* of OAuth client secrets are.
 */
const ZOrigin = z
  .url()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine(
    (value) => new URL(value).origin === value,
    'must be an origin: scheme and host, no path',
  );

/** Cognito rejects prefixes containing these words (and anything but lowercase, digits and '-'). */
const ZDomainPrefix = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lowercase letters, digits and hyphens')
  .refine((v) => !/aws|amazon|cognito/.test(v), 'may not contain aws, amazon or cognito');

const optional = z.string().trim().min(1).optional();

const ZContextFields = z.object({
  /** Stack name prefix, so that two copies (e.g. staging and production) share one account. */
  stackPrefix: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/)
    .default('VcisoHub'),
  region: z.string().min(1).default('eu-west-2'),
  appOrigin: ZOrigin.default('https://app.example.com'),
  mailFrom: z.email().default('no-reply@example.com'),
  contactEmail: z.email().default('hello@example.com'),
  /**
   * A real deployment (`-c production=true`): synth refuses the placeholder origin, sender and
   * contact address, which would send the product's mail from, and link it to, example.com.
   */
  production: z.stringbool().or(z.boolean()).default(false),
  /** Where CloudWatch alarms are mailed (an SNS e-mail subscription); none when unset. */
  alarmEmail: z.email().optional(),
  companyName: z.string().min(1).default('vCISO Hub'),
  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  authDomainPrefix: ZDomainPrefix.optional(),
  /** `true` moves the user pool to the Plus feature plan with full threat protection (paid per MAU). */
  cognitoPlusTier: z.stringbool().or(z.boolean()).default(false),
  /** ACM certificate (us-east-1) for the appOrigin host; without it CloudFront serves its own domain. */
  certificateArn: optional,
  googleClientId: optional,
  googleClientSecretName: optional,
  microsoftClientId: optional,
  microsoftClientSecretName: optional,
  /**
   * The one Entra tenant whose people may sign in: its id (the Directory (tenant) ID). Never
   * `common`, `organizations` or `consumers` (see `MULTI_TENANT_AUTHORITIES`).
   */
  microsoftTenantId: optional,
  linkedinClientId: optional,
  linkedinClientSecretName: optional,
  /**
   * Calendar sync (Google Calendar API, Microsoft Graph): OAuth clients apart from sign-in's, each
   * with the Secrets Manager name of its client secret. Without them, connecting that provider
   * answers "not configured".
   */
  googleCalendarClientId: optional,
  googleCalendarClientSecretName: optional,
  microsoftCalendarClientId: optional,
  microsoftCalendarClientSecretName: optional,
  /**
   * The Secrets Manager secret holding the identity that signs sealed documents: JSON
   * `{"p12": "<base64 PKCS#12>", "passphrase": "..."}` (docs/decisions.md, "Sealing").
   */
  signingCertificateSecretName: z.string().trim().min(1).default('vciso-hub/signing-certificate'),
});

/**
 * Entra's authorities that sign in people of any tenant, or personal Microsoft accounts: each
 * tenant's administrators set its users' addresses, so the pool could not trust them (and
 * Cognito rejects their tokens, whose issuer names each tenant, anyway).
 */
export const MULTI_TENANT_AUTHORITIES = ['common', 'organizations', 'consumers'] as const;

/** Reserved for documentation (RFC 2606): never a real deployment's domain. */
const isPlaceholderDomain = (host: string) =>
  /(^|\.)example\.(com|org|net)$/i.test(host) || /\.(example|invalid|test|localhost)$/i.test(host);

const ZContext = ZContextFields.superRefine((ctx, issues) => {
  if (ctx.production) {
    const placeholder = (key: 'appOrigin' | 'mailFrom' | 'contactEmail', host: string) => {
      if (isPlaceholderDomain(host))
        issues.addIssue({
          code: 'custom',
          path: [key],
          message: `is still a placeholder (${ctx[key]}): set -c ${key}=… to the real value before a production deployment`,
        });
    };
    placeholder('appOrigin', new URL(ctx.appOrigin).hostname);
    placeholder('mailFrom', ctx.mailFrom.split('@')[1] ?? '');
    placeholder('contactEmail', ctx.contactEmail.split('@')[1] ?? '');
  }
  const need = (when: string | undefined, key: keyof typeof ctx, because: string) => {
    if (when && !ctx[key]) issues.addIssue({ code: 'custom', path: [key], message: because });
  };
  need(ctx.googleClientId, 'googleClientSecretName', 'required with googleClientId');
  need(ctx.microsoftClientId, 'microsoftClientSecretName', 'required with microsoftClientId');
  need(ctx.microsoftClientId, 'microsoftTenantId', 'required with microsoftClientId');
  const tenant = ctx.microsoftTenantId?.toLowerCase();
  if (tenant && (MULTI_TENANT_AUTHORITIES as readonly string[]).includes(tenant)) {
    issues.addIssue({
      code: 'custom',
      path: ['microsoftTenantId'],
      message: `is "${ctx.microsoftTenantId}", which signs in other organisations' or personal Microsoft accounts, whose e-mail addresses the user pool cannot trust: set it to your own Entra tenant's id (Directory (tenant) ID)`,
    });
  }
  need(ctx.linkedinClientId, 'linkedinClientSecretName', 'required with linkedinClientId');
  need(
    ctx.googleCalendarClientId,
    'googleCalendarClientSecretName',
    'required with googleCalendarClientId',
  );
  need(
    ctx.microsoftCalendarClientId,
    'microsoftCalendarClientSecretName',
    'required with microsoftCalendarClientId',
  );
});

export interface OAuthClient {
  clientId: string;
  /** Secrets Manager secret name holding the client secret as a plain string. */
  secretName: string;
}

export interface AppConfig {
  stackPrefix: string;
  region: string;
  appOrigin: string;
  mailFrom: string;
  contactEmail: string;
  alarmEmail?: string;
  production: boolean;
  companyName: string;
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  authDomainPrefix?: string;
  cognitoPlusTier: boolean;
  certificateArn?: string;
  identityProviders: {
    google?: OAuthClient;
    microsoft?: OAuthClient & { tenantId: string };
    linkedin?: OAuthClient;
  };
  /** OAuth clients for calendar sync; an absent provider is not configured. */
  calendarProviders: { google?: OAuthClient; microsoft?: OAuthClient };
  /** Secrets Manager name of the document-signing identity (PKCS#12 and passphrase as JSON). */
  signingCertificateSecretName: string;
}

/** A provider's client: configured when both its id and its secret's name are given. */
function oauthClient(clientId?: string, secretName?: string): OAuthClient | undefined {
  return clientId && secretName ? { clientId, secretName } : undefined;
}

/** An Entra client, configured only with the tenant whose accounts it signs in. */
function withTenant(
  client: OAuthClient | undefined,
  tenantId?: string,
): (OAuthClient & { tenantId: string }) | undefined {
  return client && tenantId ? { ...client, tenantId } : undefined;
}

export const contextKeys = Object.keys(ZContextFields.shape) as readonly string[];

/** Reads every known key from the construct tree's context and validates them together. */
export function readAppConfig(node: Node): AppConfig {
  const raw = Object.fromEntries(contextKeys.map((key) => [key, node.tryGetContext(key)]));
  const parsed = ZContext.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid CDK context:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    stackPrefix: c.stackPrefix,
    region: c.region,
    appOrigin: c.appOrigin,
    mailFrom: c.mailFrom,
    contactEmail: c.contactEmail,
    ...(c.alarmEmail ? { alarmEmail: c.alarmEmail } : {}),
    production: c.production,
    companyName: c.companyName,
    logLevel: c.logLevel,
    authDomainPrefix: c.authDomainPrefix,
    cognitoPlusTier: c.cognitoPlusTier,
    certificateArn: c.certificateArn,
    identityProviders: {
      google: oauthClient(c.googleClientId, c.googleClientSecretName),
      microsoft: withTenant(
        oauthClient(c.microsoftClientId, c.microsoftClientSecretName),
        c.microsoftTenantId,
      ),
      linkedin: oauthClient(c.linkedinClientId, c.linkedinClientSecretName),
    },
    calendarProviders: {
      google: oauthClient(c.googleCalendarClientId, c.googleCalendarClientSecretName),
      microsoft: oauthClient(c.microsoftCalendarClientId, c.microsoftCalendarClientSecretName),
    },
    signingCertificateSecretName: c.signingCertificateSecretName,
  };
}
