import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../lib/config/app-config';
import { contentSecurityPolicy } from '../../lib/config/content-security-policy';
import { esbuildOptions, lambdaBundle } from '../../lib/constructs/bundling';
import { landingChunks } from '../../scripts/check-sizes';

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

  it('refuses placeholders in a production synth, naming each and how to set it', () => {
    expect(() => configFrom({ production: 'true' })).toThrow(
      /appOrigin: is still a placeholder \(https:\/\/app\.example\.com\)[\s\S]*mailFrom[\s\S]*contactEmail/,
    );
    expect(() =>
      configFrom({
        production: 'true',
        appOrigin: 'https://hub.vciso.co.uk',
        mailFrom: 'no-reply@vciso.co.uk',
        contactEmail: 'hello@example.org',
      }),
    ).toThrow(/contactEmail: is still a placeholder/);
    const real = configFrom({
      production: 'true',
      appOrigin: 'https://hub.vciso.co.uk',
      mailFrom: 'no-reply@vciso.co.uk',
      contactEmail: 'hello@vciso.co.uk',
    });
    expect(real.production).toBe(true);
    // Without it (local synth, tests) the placeholders are fine.
    expect(configFrom({}).production).toBe(false);
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
    fileBuckets: ['hub-documents-abc', 'hub-photos-def'],
  });
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('allows scripts from the site only and no framing of the app', () => {
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the SPA reach Cognito, the hosted domain and presigned S3 URLs', () => {
    expect(csp).toContain('https://cognito-idp.eu-west-2.amazonaws.com');
    expect(csp).toContain('https://x.auth.eu-west-2.amazoncognito.com');
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([
        'https://hub-documents-abc.s3.eu-west-2.amazonaws.com',
        'https://hub-photos-def.s3.eu-west-2.amazonaws.com',
      ]),
    );
  });

  it("names the product's buckets exactly: no other bucket of the region is reachable", () => {
    for (const name of ['connect-src', 'frame-src', 'img-src']) {
      const s3 = directive(name).filter(
        (source) => source.includes('amazonaws.com/') || /\bs3\b/.test(source),
      );
      expect(
        s3.every((source) => /^https:\/\/hub-(documents-abc|photos-def)\.s3\./.test(source)),
        name,
      ).toBe(true);
    }
    expect(csp).not.toContain('*.s3.');
    expect(csp).not.toMatch(/https:\/\/s3\./);
  });
});

describe('bundling', () => {
  it('writes ESM with a require for CommonJS dependencies, the lazily imported routes as chunks', () => {
    expect(esbuildOptions('entry.ts', 'out')).toMatchObject({
      entryPoints: { index: 'entry.ts' },
      outdir: 'out',
      outExtension: { '.js': '.mjs' },
      format: 'esm',
      splitting: true,
      external: [],
    });
    expect(lambdaBundle.banner).toContain('createRequire');
  });
});

describe('landing size check', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    '_cn-d4.js': { file: 'assets/cn-d4.js', imports: ['_react-b2.js'] },
    'src/features/landing/routes/landing-page.tsx': {
      file: 'assets/landing-e5.js',
      imports: ['_cn-d4.js', 'index.html'],
    },
    'src/features/auth/routes/auth-page.tsx': { file: 'assets/auth-f6.js', imports: ['_cn-d4.js'] },
  };

  it('counts the entry, the landing route and their static imports once each, and nothing else', () => {
    expect(landingChunks(manifest).sort()).toEqual(
      [
        'assets/cn-d4.js',
        'assets/index-a1.js',
        'assets/landing-e5.js',
        'assets/react-b2.js',
      ].sort(),
    );
  });

  it('fails loudly when the landing route is not in the build', () => {
    const { ['src/features/landing/routes/landing-page.tsx']: _landing, ...rest } = manifest;
    expect(() => landingChunks(rest)).toThrow(/landing-page/);
  });
});
