import { describe, expect, it } from 'vitest';
import { synthApp } from './support/app';

// Both calendar providers configured, as a production deployment would be.
const context = {
  googleCalendarClientId: 'calendar-client.apps.googleusercontent.com',
  googleCalendarClientSecretName: 'vciso/google-calendar-secret',
  microsoftCalendarClientId: '00000000-0000-0000-0000-0000000000c1',
  microsoftCalendarClientSecretName: 'vciso/microsoft-calendar-secret',
};
const built = synthApp({ context });
const api = built.template(built.stacks.api);
const data = built.template(built.stacks.data);

type Fn = {
  Properties: { Description: string; Environment: { Variables: Record<string, unknown> } };
};
type Policy = {
  Properties: {
    PolicyDocument: { Statement: Array<{ Action: string | string[]; Resource: unknown }> };
    Roles: unknown[];
  };
};

const functions = Object.values(api.findResources('AWS::Lambda::Function') as Record<string, Fn>);
const byArea = (area: string) =>
  functions.find((fn) => fn.Properties.Description === `HTTP area ${area}`)!;
const consumers = Object.values(
  built.template(built.stacks.events).findResources('AWS::Lambda::Function') as Record<string, Fn>,
);
/** An Events stack function by its consumer's name in PascalCase (its description's). */
const byConsumer = (name: string) => {
  const kebab = name.replace(/[A-Z]/g, (c, i: number) => `${i ? '-' : ''}${c.toLowerCase()}`);
  const fn = consumers.find((f) => f.Properties.Description === `Event consumer ${kebab}`);
  expect(fn, name).toBeDefined();
  return fn!;
};
const statements = Object.values(api.findResources('AWS::IAM::Policy') as Record<string, Policy>)
  .flatMap((p) => p.Properties.PolicyDocument.Statement)
  .map((s) => ({ actions: [s.Action].flat(), resource: JSON.stringify(s.Resource) }));

describe('calendar OAuth in AWS', () => {
  it('keeps a rotating, retained KMS key for refresh tokens in the Data stack', () => {
    data.hasResource('AWS::KMS::Key', {
      Properties: { EnableKeyRotation: true },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('gives the calendar functions client ids and secret names, never a secret, and the anonymous ones none', () => {
    // In the API only the owner's calendars area; the anonymous booking and OAuth callback hand
    // their calendar work to the Events stack's calendar-refresh and calendar-consent.
    const holders = [
      byArea('booking-pages'),
      ...['CalendarRefresh', 'CalendarConsent', 'CalendarSync', 'CalendarWriteback'].map(
        (consumer) => byConsumer(consumer),
      ),
    ];
    for (const fn of holders) {
      const env = fn.Properties.Environment.Variables;
      expect(env, fn.Properties.Description).toMatchObject({
        GOOGLE_CALENDAR_CLIENT_ID: context.googleCalendarClientId,
        GOOGLE_CALENDAR_CLIENT_SECRET_NAME: context.googleCalendarClientSecretName,
        MICROSOFT_CALENDAR_CLIENT_ID: context.microsoftCalendarClientId,
        MICROSOFT_CALENDAR_CLIENT_SECRET_NAME: context.microsoftCalendarClientSecretName,
        APP_ORIGIN: built.config.appOrigin,
      });
      expect(env).toHaveProperty('TOKEN_KEY');
      expect(env).not.toHaveProperty('GOOGLE_CALENDAR_CLIENT_SECRET');
      expect(env).not.toHaveProperty('MICROSOFT_CALENDAR_CLIENT_SECRET');
    }
    for (const area of ['system', 'articles', 'ticker', 'booking', 'oauth', 'invoices']) {
      const env = byArea(area).Properties.Environment.Variables;
      expect(
        Object.keys(env).filter((k) => /CALENDAR_CLIENT|TOKEN_KEY/.test(k)),
        area,
      ).toEqual([]);
    }
    // Each anonymous area knows the one function it invokes, by name.
    expect(Object.keys(byArea('booking').Properties.Environment.Variables)).toContain(
      'CALENDAR_REFRESH_FUNCTION',
    );
    expect(Object.keys(byArea('oauth').Properties.Environment.Variables)).toContain(
      'CALENDAR_CONSENT_FUNCTION',
    );
    // Timesheets seal a client's approval link with the key, and reach no calendar provider.
    const timesheets = byArea('timesheets').Properties.Environment.Variables;
    expect(Object.keys(timesheets).filter((k) => /CALENDAR|TOKEN_KEY/.test(k))).toEqual([
      'TOKEN_KEY',
    ]);
  });

  it('lets them read exactly the two client secrets, and use the key for Encrypt/Decrypt only', () => {
    const secretReads = statements.filter((s) =>
      s.actions.some((a) => a.startsWith('secretsmanager:')),
    );
    expect(secretReads.every((s) => s.actions.join() === 'secretsmanager:GetSecretValue')).toBe(
      true,
    );
    // One statement per function (CDK merges the two secrets' statements), naming both secrets:
    // in the API, the calendars area's alone.
    expect(secretReads).toHaveLength(1);
    for (const s of secretReads) {
      expect(s.resource).toContain(`:secret:${context.googleCalendarClientSecretName}-??????`);
      expect(s.resource).toContain(`:secret:${context.microsoftCalendarClientSecretName}-??????`);
      expect(s.resource).not.toContain('*');
    }
    // The calendars area, the documents and signing ones that seal the links of signature
    // requests, and timesheets for clients' approval links: the key's only users in the API.
    const kms = statements.filter((s) => s.actions.some((a) => a.startsWith('kms:')));
    expect(kms.length).toBeGreaterThan(0);
    for (const s of kms) {
      expect(['kms:Decrypt', 'kms:Encrypt']).toEqual(expect.arrayContaining(s.actions));
      expect(s.resource).toContain('TokenKey');
      expect(s.resource).not.toContain('"*"');
    }
  });

  it('keeps the callback page’s own CSP at CloudFront, for /api/oauth/* only', () => {
    const web = built.template(built.stacks.web);
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<
      string,
      {
        Properties: {
          ResponseHeadersPolicyConfig: {
            SecurityHeadersConfig: { ContentSecurityPolicy: { Override: boolean } };
          };
        };
      }
    >;
    const overrideOf = (id: string) =>
      policies[id]?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
        .ContentSecurityPolicy.Override;
    const [dist] = Object.values(web.findResources('AWS::CloudFront::Distribution')) as Array<{
      Properties: {
        DistributionConfig: {
          CacheBehaviors: Array<{ PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }>;
        };
      };
    }>;
    const behaviours = dist!.Properties.DistributionConfig.CacheBehaviors;
    const byPath = new Map(behaviours.map((b) => [b.PathPattern, b]));
    expect(behaviours[0]!.PathPattern).toBe('/api/oauth/*');
    expect(behaviours.at(-1)!.PathPattern).toBe('/api/*');
    expect(overrideOf(byPath.get('/api/oauth/*')!.ResponseHeadersPolicyId.Ref)).toBe(false);
    for (const b of behaviours.slice(1))
      expect(overrideOf(b.ResponseHeadersPolicyId.Ref), b.PathPattern).toBe(true);
  });
});
