import { describe, expect, it } from 'vitest';
import { identityProviderContext, synthApp } from './support/app';

// What the admin routes' rule rests on (docs/decisions.md, "The second factor is never skipped"):
// only the pool's own sign-in gives a token without `openid`, and that sign-in asks every user
// with an authenticator app for its code, every time. Nothing may let it skip the code.
const built = synthApp({ context: identityProviderContext });
const auth = built.template(built.stacks.auth);

type Resource = { Properties: Record<string, unknown> };
const only = (type: string): Resource => {
  const found = Object.values(auth.findResources(type)) as Resource[];
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
/** The app clients: the SPA's (with its OAuth flow) and the server's recovery client. */
const clients = () =>
  Object.values(auth.findResources('AWS::Cognito::UserPoolClient')) as Resource[];
const webClient = (): Resource => {
  const found = clients().filter((c) => c.Properties.AllowedOAuthFlows !== undefined);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the sign-in the admin routes trust', () => {
  it('remembers no device: a remembered device would skip the code', () => {
    const pool = only('AWS::Cognito::UserPool').Properties;
    expect(pool.DeviceConfiguration).toBeUndefined();
    expect(pool.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('is SRP alone: no passwordless or custom flow, which would not ask for the code', () => {
    const client = webClient().Properties;
    expect([...(client.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    // Federated sign-ins get tokens through the authorization-code flow only, with `openid`.
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthScopes).toContain('openid');
  });

  it("has one other client, the server's recovery check, which no browser can use", () => {
    // ADMIN_USER_PASSWORD_AUTH needs IAM credentials: only the recovery function calls it, to
    // check a password up to the code step, never finishing the sign-in
    // (docs/decisions.md, "Recovery codes stand in for a lost authenticator app").
    expect(clients()).toHaveLength(2);
    const recovery = clients().find((c) => c !== webClient())!.Properties;
    expect([...(recovery.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(recovery.AllowedOAuthFlows).toBeUndefined();
    expect(recovery.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
    expect(recovery.GenerateSecret).not.toBe(true);
  });

  it('never grants the OAuth flow the self-service scope', () => {
    // With `aws.cognito.signin.user.admin`, a Google, Microsoft or LinkedIn session could change
    // the account's e-mail, password or authenticator app, and ask for that scope alone: a token
    // the admin check could not tell from the pool's own sign-in. Cognito refuses an
    // authorization request for a scope the client does not list.
    const client = webClient().Properties;
    expect([...(client.AllowedOAuthScopes as string[])].sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(client.AllowedOAuthScopes).not.toContain('aws.cognito.signin.user.admin');
  });
});
