import {
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createAdminDirectory } from '../../../../../lambdas/adapters/cognito/admin-directory';
import { fakeSdkClient } from '../../support/fake-sdk-client';

const user = (email: string | undefined, enabled = true): UserType => ({
  Enabled: enabled,
  Attributes: email ? [{ Name: 'email', Value: email }] : [],
});

describe('admin directory', () => {
  it("lists the admin group's enabled users with an e-mail, every page, sorted", async () => {
    const pages: Record<string, { Users: UserType[]; NextToken?: string }> = {
      first: { Users: [user('zed@example.com'), user(undefined)], NextToken: 'page-2' },
      'page-2': { Users: [user('ann@example.com'), user('off@example.com', false)] },
    };
    const { client, sent } = fakeSdkClient<CognitoIdentityProviderClient>(
      (command) => pages[String(command.input.NextToken ?? 'first')],
    );
    expect(await createAdminDirectory(client, 'pool').emails()).toEqual([
      'ann@example.com',
      'zed@example.com',
    ]);
    expect(sent.every((command) => command instanceof ListUsersInGroupCommand)).toBe(true);
    expect(sent.map((command) => command.input)).toEqual([
      { UserPoolId: 'pool', GroupName: 'admin', Limit: 60, NextToken: undefined },
      { UserPoolId: 'pool', GroupName: 'admin', Limit: 60, NextToken: 'page-2' },
    ]);
  });
});
