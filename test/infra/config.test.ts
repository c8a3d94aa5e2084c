import { App } from 'aws-cdk-lib';
import type { BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../lib/config/app-config';
import { contentSecurityPolicy } from '../../lib/config/content-security-policy';
import { cdkBundling, esbuildOptions, lambdaBundle } from '../../lib/constructs/bundling';
import { initialScripts } from '../../scripts/check-sizes';

const configFrom = (context: Record<string, unknown>) => readAppConfig(new App({ context }).node);

describe('context', () => {
  it('has working defaults', () => {
    expect(configFrom({})).toMatchObject({
      region: 'eu-west-2',
      appOrigin: 'https://app.example.com',
      stackPrefix: 'VcisoHub',
      cognitoPlusTier: false,
      identityProviders: {},
    });
  });

  it('normalises the origin and refuses paths', () => {
    expect(configFrom({ appOrigin: 'https://hub.example.org/' }).appOrigin).toBe(
      'https://hub.example.org',
    );
    expect(() => configFrom({ appOrigin: 'https://hub.example.org/app' })).toThrow(/appOrigin/);
  });

  it('needs a secret name with each client id, and a tenant for Microsoft', () => {
    expect(() => configFrom({ googleClientId: 'x' })).toThrow(/googleClientSecretName/);
    expect(() => configFrom({ microsoftClientId: 'x', microsoftClientSecretName: 'y' })).toThrow(
      /microsoftTenantId/,
    );
    expect(
      configFrom({ linkedinClientId: 'l', linkedinClientSecretName: 's' }).identityProviders,
    ).toEqual({
      google: undefined,
      microsoft: undefined,
      linkedin: { clientId: 'l', secretName: 's' },
    });
  });

  it('refuses hosted-domain prefixes Cognito would reject', () => {
    expect(() => configFrom({ authDomainPrefix: 'My_Domain' })).toThrow(/authDomainPrefix/);
    expect(() => configFrom({ authDomainPrefix: 'my-cognito-login' })).toThrow(/authDomainPrefix/);
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    region: 'eu-west-2',
    oauthDomain: 'x.auth.eu-west-2.amazoncognito.com',
  });

  it('allows scripts from the site only and no framing of the app', () => {
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the SPA reach Cognito, the hosted domain and presigned S3 URLs', () => {
    expect(csp).toContain('https://cognito-idp.eu-west-2.amazonaws.com');
    expect(csp).toContain('https://x.auth.eu-west-2.amazoncognito.com');
    expect(csp).toContain('https://*.s3.eu-west-2.amazonaws.com');
  });
});

describe('bundling', () => {
  it('is described once for CDK and the build script', () => {
    const cdk = cdkBundling();
    const script: BuildOptions = esbuildOptions('entry.ts', 'out/index.mjs');
    expect(cdk).toMatchObject({
      target: script.target,
      minify: script.minify,
      sourceMap: true,
      sourcesContent: script.sourcesContent,
      mainFields: script.mainFields,
      banner: (script.banner as { js: string }).js,
      externalModules: script.external,
      tsconfig: script.tsconfig,
      forceDockerBundling: false,
      bundleAwsSDK: true,
    });
    expect(script.format).toBe('esm');
    expect(lambdaBundle.banner).toContain('createRequire');
  });
});

describe('landing size check', () => {
  it('counts the entry module and its modulepreloads, once each', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <link rel="modulepreload" href="/assets/react-b2.js">
      <script src="/legacy.js"></script>
    </head></html>`;
    expect(initialScripts(html)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js']);
  });
});
