import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeTotpMessages } from '@contracts/auth/change-email';
import { ReauthError } from '../../../../web/src/features/account/lib/account-errors';

/*
 * The calls behind Account Security's e-mail change and MFA removal, with Amplify faked: what is
 * asked of Cognito, in which order, and that nothing is removed unless Cognito accepted the
 * password and the code. Loaded by a computed path (their `@/` imports are provided here).
 */
const { web, amplify, context, tokenProvider, returnTo, api } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  amplify: {
    updateUserAttribute: vi.fn(),
    confirmUserAttribute: vi.fn(),
    sendUserAttributeVerificationCode: vi.fn(),
    fetchAuthSession: vi.fn(),
    updateMFAPreference: vi.fn(),
    signIn: vi.fn(),
    confirmSignIn: vi.fn(),
  },
  context: { createAmplifyContext: vi.fn(), getConfig: vi.fn() },
  tokenProvider: { storage: undefined as unknown },
  returnTo: { rememberReturn: vi.fn(), forgetReturnPath: vi.fn() },
  api: { apiFetch: vi.fn(() => Promise.resolve(undefined)) },
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify', () => ({
  Amplify: { getConfig: context.getConfig },
  createAmplifyContext: context.createAmplifyContext,
}));
vi.mock('aws-amplify/adapter-core', () => ({
  createUserPoolsTokenProvider: (_auth: unknown, storage: unknown) => {
    tokenProvider.storage = storage;
    return { getTokens: vi.fn() };
  },
  createAWSCredentialsAndIdentityIdProvider: () => ({}),
}));
vi.mock('aws-amplify/utils', () => ({ ConsoleLogger: { LOG_LEVEL: null } }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ authFlow: 'USER_SRP_AUTH' }) }));
vi.mock('@/features/auth/return-to', () => returnTo);
vi.mock('swr', () => ({ default: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));

type Check = { email: string; password: string; code: string };
let email: {
  requestEmailChange: (email: string) => Promise<unknown>;
  confirmEmailChange: (code: string) => Promise<void>;
  resendEmailCode: () => Promise<void>;
};
let removeTotp: (sub: string, check: Check) => Promise<void>;
let reauthenticateWithTotp: (check: Check) => Promise<void>;
beforeAll(async () => {
  email = await import(/* @vite-ignore */ web('features/account/api/email.ts'));
  ({ removeTotp } = await import(/* @vite-ignore */ web('features/account/api/mfa.ts')));
  ({ reauthenticateWithTotp } = await import(
    /* @vite-ignore */ web('features/account/api/reauthenticate.ts')
  ));
});

const fetchMock = vi.fn();
const ctx = { token: { value: Symbol('ctx') } };
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });
const check = { email: 'ada@example.com', password: 'Str0ng!pass', code: '123456' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/account/security', search: '', hash: '' } });
  fetchMock.mockResolvedValue(new Response('{}'));
  context.getConfig.mockReturnValue({
    Auth: { Cognito: { userPoolId: 'eu-west-2_abc', userPoolClientId: 'client-1' } },
  });
  context.createAmplifyContext.mockReturnValue(ctx);
  amplify.signIn.mockResolvedValue({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
  });
  // A completed sign-in leaves its tokens in the context's storage, as Amplify does.
  amplify.confirmSignIn.mockImplementation(async () => {
    const storage = tokenProvider.storage as { setItem(k: string, v: string): Promise<void> };
    await storage.setItem('CognitoIdentityServiceProvider.client-1.sub-1.refreshToken', 'rt-1');
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
});

describe('changing the e-mail', () => {
  it('asks Cognito for the new address, which then waits for its code', async () => {
    amplify.updateUserAttribute.mockResolvedValue({
      isUpdated: false,
      nextStep: {
        updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
        codeDeliveryDetails: { destination: 'n***@e***' },
      },
    });
    await expect(email.requestEmailChange('new@example.com')).resolves.toEqual({
      step: 'confirm',
      destination: 'new@example.com',
    });
    expect(amplify.updateUserAttribute).toHaveBeenCalledWith({
      userAttribute: { attributeKey: 'email', value: 'new@example.com' },
    });
    // Nothing changed yet, so the session is not refreshed.
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('confirms with the code, then refreshes the session so the new address shows', async () => {
    amplify.confirmUserAttribute.mockResolvedValue(undefined);
    await email.confirmEmailChange('654321');
    expect(amplify.confirmUserAttribute).toHaveBeenCalledWith({
      userAttributeKey: 'email',
      confirmationCode: '654321',
    });
    expect(amplify.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('refreshes nothing when the code is wrong', async () => {
    amplify.confirmUserAttribute.mockRejectedValue(
      cognitoError('CodeMismatchException', 'Invalid verification code provided'),
    );
    await expect(email.confirmEmailChange('000000')).rejects.toThrow(
      'Invalid verification code provided',
    );
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('sends a new code to the waiting address', async () => {
    await email.resendEmailCode();
    expect(amplify.sendUserAttributeVerificationCode).toHaveBeenCalledWith({
      userAttributeKey: 'email',
    });
  });
});

describe('removing the authenticator app', () => {
  it('signs in once more in a context of its own, answers the code step, then removes', async () => {
    await removeTotp('sub-1', check);
    expect(amplify.signIn).toHaveBeenCalledWith(ctx, {
      username: 'ada@example.com',
      password: 'Str0ng!pass',
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
    expect(amplify.confirmSignIn).toHaveBeenCalledWith(ctx, { challengeResponse: '123456' });
    expect(amplify.updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' });
    // The check's own session is revoked at once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://cognito-idp.eu-west-2.amazonaws.com/');
    expect((init.headers as Record<string, string>)['x-amz-target']).toBe(
      'AWSCognitoIdentityProviderService.RevokeToken',
    );
    expect(JSON.parse(String(init.body))).toEqual({ ClientId: 'client-1', Token: 'rt-1' });
  });

  it('then tells the server, which checks it with the pool and mails the account', async () => {
    await removeTotp('sub-1', check);
    expect(api.apiFetch).toHaveBeenCalledWith('/api/account/mfa', { method: 'DELETE' });
    const disabled = amplify.updateMFAPreference.mock.invocationCallOrder[0]!;
    expect(api.apiFetch.mock.invocationCallOrder[0]).toBeGreaterThan(disabled);
  });

  it('keeps its tokens out of the page storage and keeps the page where it is', async () => {
    await reauthenticateWithTotp(check);
    const [, options] = context.createAmplifyContext.mock.calls[0] as [
      unknown,
      { Auth: { tokenProvider: unknown } },
    ];
    expect(options.Auth.tokenProvider).toBeDefined();
    expect(returnTo.rememberReturn).toHaveBeenCalledWith('/account/security');
    expect(returnTo.forgetReturnPath).toHaveBeenCalledTimes(1);
  });

  it('removes nothing when the code is wrong', async () => {
    amplify.confirmSignIn.mockRejectedValue(
      cognitoError('CodeMismatchException', 'Invalid code received for user'),
    );
    const failure = removeTotp('sub-1', check);
    await expect(failure).rejects.toBeInstanceOf(ReauthError);
    await expect(failure).rejects.toMatchObject({ step: 'code', name: 'CodeMismatchException' });
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
    expect(api.apiFetch).not.toHaveBeenCalled();
    expect(returnTo.forgetReturnPath).toHaveBeenCalledTimes(1);
  });

  it('removes nothing, and asks for no code, when the password is wrong', async () => {
    amplify.signIn.mockRejectedValue(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    await expect(removeTotp('sub-1', check)).rejects.toMatchObject({ step: 'password' });
    expect(amplify.confirmSignIn).not.toHaveBeenCalled();
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
  });

  it('removes nothing when signing in asks for no code', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(removeTotp('sub-1', check)).rejects.toMatchObject({
      step: 'flow',
      message: removeTotpMessages.noCodeAsked,
    });
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
  });

  it('revokes locally at the local endpoint', async () => {
    context.getConfig.mockReturnValue({
      Auth: {
        Cognito: {
          userPoolId: 'eu-west-2_abc',
          userPoolClientId: 'client-1',
          userPoolEndpoint: 'http://127.0.0.1:9229',
        },
      },
    });
    await reauthenticateWithTotp(check);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:9229/');
  });
});
