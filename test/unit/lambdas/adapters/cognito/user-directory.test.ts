import {
  AdminGetUserCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { EMAIL_KEPT_MS, withEmailCache } from '../../../../../lambdas/adapters/cognito/email-cache';
import { createUserDirectory } from '../../../../../lambdas/adapters/cognito/user-directory';
import { fakeSdkClient } from '../../support/fake-sdk-client';

/**
 * A user pool holding users by username, as Cognito does (no look-up by sub); `mfa` gives a
 * user's activated MFA methods (`UserMFASettingList`, absent when none).
 */
function poolOf(users: Record<string, string>, mfa: Record<string, string[]> = {}) {
  const asked: string[] = [];
  const { client } = fakeSdkClient<CognitoIdentityProviderClient>((command) => {
    expect(command).toBeInstanceOf(AdminGetUserCommand);
    expect(command.input.UserPoolId).toBe('pool');
    const username = String(command.input.Username);
    asked.push(username);
    const email = users[username];
    if (email === undefined) {
      throw new UserNotFoundException({
        message: 'User does not exist.',
        $metadata: { httpStatusCode: 400 },
      });
    }
    return {
      Username: username,
      UserAttributes: [{ Name: 'email', Value: email }],
      ...(mfa[username] ? { UserMFASettingList: mfa[username] } : {}),
    };
  });
  return { directory: createUserDirectory(client, 'pool'), asked };
}

describe('user directory', () => {
  it('finds an e-mail sign-up by sub (its username)', async () => {
    const { directory } = poolOf({ 'sub-1': 'ann@example.com' });
    expect(await directory.getEmail('sub-1', 'sub-1')).toBe('ann@example.com');
    expect(await directory.getEmail('sub-1')).toBe('ann@example.com');
  });

  it("finds a federated user by the token's username, whose sub the pool does not know", async () => {
    const { directory, asked } = poolOf({ Google_1087: 'bo@gmail.example' });
    expect(await directory.getEmail('sub-2', 'Google_1087')).toBe('bo@gmail.example');
    expect(asked).toEqual(['Google_1087']);
    // Without the username, the sub alone finds nobody.
    expect(await directory.getEmail('sub-2')).toBeNull();
  });

  it('falls back to the sub when the username finds nobody, and answers null for nobody', async () => {
    const { directory, asked } = poolOf({ 'sub-3': 'cy@example.com' });
    expect(await directory.getEmail('sub-3', 'LinkedIn_gone')).toBe('cy@example.com');
    expect(asked).toEqual(['LinkedIn_gone', 'sub-3']);
    expect(await directory.getEmail('nobody', 'Microsoft_x')).toBeNull();
  });

  it("passes the pool's other errors on", async () => {
    const { client } = fakeSdkClient<CognitoIdentityProviderClient>(() => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
    });
    await expect(createUserDirectory(client, 'pool').getEmail('sub-1')).rejects.toThrow(
      'Rate exceeded',
    );
  });

  it('says a user has TOTP only when the pool lists SOFTWARE_TOKEN_MFA among their methods', async () => {
    const { directory } = poolOf(
      { 'sub-4': 'di@example.com', 'sub-5': 'ed@example.com', 'sub-6': 'fa@example.com' },
      { 'sub-4': ['SOFTWARE_TOKEN_MFA'], 'sub-5': ['SMS_MFA'] },
    );
    expect(await directory.hasTotp('sub-4', 'sub-4')).toBe(true);
    expect(await directory.hasTotp('sub-5')).toBe(false);
    expect(await directory.hasTotp('sub-6')).toBe(false);
    expect(await directory.hasTotp('nobody')).toBe(false);
  });

  it("asks about a federated user by the token's username", async () => {
    const { directory, asked } = poolOf(
      { Google_1087: 'bo@gmail.example' },
      { Google_1087: ['SOFTWARE_TOKEN_MFA'] },
    );
    expect(await directory.hasTotp('sub-2', 'Google_1087')).toBe(true);
    expect(asked).toEqual(['Google_1087']);
  });
});

describe('user directory with kept e-mails', () => {
  function cachedPoolOf(users: Record<string, string>) {
    const pool = poolOf(users);
    let clock = 1_000_000;
    const directory = withEmailCache(pool.directory, () => clock);
    return { directory, asked: pool.asked, advance: (ms: number) => (clock += ms) };
  }

  it('answers a second call within the kept time without asking the pool', async () => {
    const { directory, asked, advance } = cachedPoolOf({ 'sub-1': 'ann@example.com' });
    expect(await directory.getEmail('sub-1', 'sub-1')).toBe('ann@example.com');
    advance(EMAIL_KEPT_MS - 1);
    expect(await directory.getEmail('sub-1', 'sub-1')).toBe('ann@example.com');
    expect(asked).toEqual(['sub-1']);
  });

  it('asks the pool again once the kept time is over', async () => {
    const { directory, asked, advance } = cachedPoolOf({ 'sub-1': 'ann@example.com' });
    await directory.getEmail('sub-1');
    advance(EMAIL_KEPT_MS);
    expect(await directory.getEmail('sub-1')).toBe('ann@example.com');
    expect(asked).toEqual(['sub-1', 'sub-1']);
  });

  it('gives each user their own e-mail, a federated one found by username', async () => {
    const { directory, asked } = cachedPoolOf({
      'sub-1': 'ann@example.com',
      Google_1087: 'bo@gmail.example',
    });
    expect(await directory.getEmail('sub-1', 'sub-1')).toBe('ann@example.com');
    expect(await directory.getEmail('sub-2', 'Google_1087')).toBe('bo@gmail.example');
    expect(await directory.getEmail('sub-1', 'sub-1')).toBe('ann@example.com');
    expect(await directory.getEmail('sub-2', 'Google_1087')).toBe('bo@gmail.example');
    expect(asked).toEqual(['sub-1', 'Google_1087']);
  });

  it('asks again about a user it did not find, who may have signed up since', async () => {
    const { directory, asked } = cachedPoolOf({});
    expect(await directory.getEmail('nobody')).toBeNull();
    expect(await directory.getEmail('nobody')).toBeNull();
    expect(asked).toEqual(['nobody', 'nobody']);
  });

  it('does not keep whether a user has TOTP', async () => {
    const { directory, asked } = cachedPoolOf({ 'sub-1': 'ann@example.com' });
    await directory.hasTotp('sub-1');
    await directory.hasTotp('sub-1');
    expect(asked).toEqual(['sub-1', 'sub-1']);
  });
});
