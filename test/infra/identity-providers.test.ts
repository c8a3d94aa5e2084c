import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../lib/config/app-config';
import { fixtureWebDist, identityProviderContext, nagFindings, synthApp } from './support/app';

// Second variant of the app: every identity provider configured, a built SPA present, a custom
// domain certificate and the Plus tier, so the optional branches are synthesized and nag-checked.
const built = synthApp({
  context: {
    ...identityProviderContext,
    appOrigin: 'https://hub.example.org/',
    authDomainPrefix: 'vciso-test',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    cognitoPlusTier: 'true',
    alarmEmail: 'ops@example.org',
  },
  webDist: fixtureWebDist,
});
const auth = built.template(built.stacks.auth);
const web = built.template(built.stacks.web);

describe('identity providers from context', () => {
  it('creates Google, Microsoft (OIDC) and LinkedIn (OIDC)', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 3);
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Microsoft',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        oidc_issuer: 'https://login.microsoftonline.com/00000000-0000-0000-0000-0000000000aa/v2.0',
        authorize_scopes: 'openid email profile',
      }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'LinkedIn',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({ oidc_issuer: 'https://www.linkedin.com/oauth' }),
    });
  });

  it('maps each provider’s own word that the address is verified to email_verified', () => {
    // The pre sign-up trigger links or blocks an account by an address only when this is true.
    const mapping = (name: string) =>
      Object.values(auth.findResources('AWS::Cognito::UserPoolIdentityProvider')).find(
        (r) => r.Properties.ProviderName === name,
      )?.Properties.AttributeMapping as Record<string, string>;
    expect(mapping('Google')).toMatchObject({ email: 'email', email_verified: 'email_verified' });
    expect(mapping('LinkedIn')).toMatchObject({ email: 'email', email_verified: 'email_verified' });
    // Entra has no email_verified: its optional claim "the e-mail's domain owner is verified".
    expect(mapping('Microsoft')).toMatchObject({ email: 'email', email_verified: 'xms_edov' });
  });

  it('refuses, at synth, a Microsoft authority that is not one tenant', () => {
    for (const tenant of ['common', 'organizations', 'consumers', 'Common']) {
      const context = { ...identityProviderContext, microsoftTenantId: tenant };
      expect(() => readAppConfig(new App({ context }).node), tenant).toThrow(
        new RegExp(
          `microsoftTenantId: is "${tenant}", which signs in other organisations' or personal Microsoft accounts[\\s\\S]*your own Entra tenant's id`,
        ),
      );
      expect(() => synthApp({ context }), tenant).toThrow(/microsoftTenantId/);
    }
  });

  it('reads client secrets from Secrets Manager, never from context', () => {
    const providers = JSON.stringify(auth.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    expect(providers).toContain(
      '{{resolve:secretsmanager:vciso/google-client-secret:SecretString:::}}',
    );
    expect(providers).toContain(
      '{{resolve:secretsmanager:vciso/microsoft-client-secret:SecretString:::}}',
    );
    expect(providers).toContain(
      '{{resolve:secretsmanager:vciso/linkedin-client-secret:SecretString:::}}',
    );
  });

  it('lets the web client use them, after they exist', () => {
    const clients = auth.findResources('AWS::Cognito::UserPoolClient');
    const [client] = Object.values(clients);
    expect(client?.Properties.SupportedIdentityProviders).toEqual([
      'COGNITO',
      'Google',
      'Microsoft',
      'LinkedIn',
    ]);
    expect(client?.Properties.CallbackURLs).toEqual(['https://hub.example.org/auth/callback']);
    expect(client?.DependsOn).toHaveLength(3);
  });

  it('names them in /config.json', () => {
    expect(built.stacks.web.webConfig.federatedProviders).toEqual([
      'Google',
      'Microsoft',
      'LinkedIn',
    ]);
  });

  it('uses the configured hosted-domain prefix and the Plus tier', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'vciso-test' });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

describe('connected sign-ins with every provider configured', () => {
  const api = built.template(built.stacks.api);
  const accountFn = () =>
    Object.values(api.findResources('AWS::Lambda::Function')).find(
      (fn) => fn.Properties.Description === 'HTTP area account',
    );

  it("gives the account function the pool's own clients, with the callback's origin", () => {
    const variables = accountFn()?.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables).toMatchObject({
      APP_ORIGIN: 'https://hub.example.org',
      GOOGLE_SIGN_IN_CLIENT_ID: identityProviderContext.googleClientId,
      GOOGLE_SIGN_IN_CLIENT_SECRET_NAME: identityProviderContext.googleClientSecretName,
      MICROSOFT_SIGN_IN_CLIENT_ID: identityProviderContext.microsoftClientId,
      MICROSOFT_SIGN_IN_CLIENT_SECRET_NAME: identityProviderContext.microsoftClientSecretName,
      MICROSOFT_SIGN_IN_TENANT_ID: identityProviderContext.microsoftTenantId,
      LINKEDIN_SIGN_IN_CLIENT_ID: identityProviderContext.linkedinClientId,
      LINKEDIN_SIGN_IN_CLIENT_SECRET_NAME: identityProviderContext.linkedinClientSecretName,
    });
    // Never a secret's value.
    expect(Object.keys(variables).filter((name) => /SIGN_IN_CLIENT_SECRET$/.test(name))).toEqual(
      [],
    );
  });

  it('lets it read exactly those three client secrets', () => {
    const policies = Object.entries(api.findResources('AWS::IAM::Policy')).filter(([id]) =>
      /^Account(?!PublicReads)/.test(id),
    );
    const reads = policies
      .flatMap(
        ([, p]) =>
          (
            p.Properties as {
              PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] };
            }
          ).PolicyDocument.Statement,
      )
      .filter((s) => JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'));
    const resources = reads.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]));
    const secretOf = (resource: unknown) => /secret:(.+)-\?{6}/.exec(JSON.stringify(resource))?.[1];
    expect(resources.map(secretOf).sort()).toEqual(
      [
        identityProviderContext.googleClientSecretName,
        identityProviderContext.linkedinClientSecretName,
        identityProviderContext.microsoftClientSecretName,
      ].sort(),
    );
  });
});

describe('operations with an alarm address', () => {
  it('mails the alarm topic to it', () => {
    built.template(built.stacks.operations).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.org',
    });
  });
});

describe('web with a built SPA and a custom domain', () => {
  it('uploads hashed assets and then index.html, config.json and robots.txt', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['index.html', '*.map', '**/*.map'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['index.html', 'config.json', 'robots.txt'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/index.html', '/config.json', '/robots.txt'],
    });
  });

  it('never uploads the source maps of the build', () => {
    // The staged copy of the site (what the deployment uploads) holds the script, not its map.
    const staged = readdirSync(built.assembly.directory)
      .map((name) => path.join(built.assembly.directory, name))
      .filter((dir) => existsSync(path.join(dir, 'assets', 'index-fixture.js')));
    expect(staged.length).toBeGreaterThan(0);
    for (const dir of staged)
      expect(existsSync(path.join(dir, 'assets', 'index-fixture.js.map'))).toBe(false);
    expect(existsSync(path.join(fixtureWebDist, 'assets', 'index-fixture.js.map'))).toBe(true);
  });

  it('serves the app origin host on the given certificate with TLS 1.2+', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['hub.example.org'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('passes cdk-nag without the default-certificate and Plus-tier acknowledgements', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
