import {
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createAccountLinks } from '../../../../../lambdas/adapters/cognito/account-links';
import type { CognitoSender } from '../../../../../lambdas/adapters/cognito/cognito-client';

// The Cognito adapter of the pre sign-up trigger's port, against a recording sender.
function recordingSender(pages: unknown[] = []) {
  const sent: unknown[] = [];
  const sender = {
    send: (command: unknown) => {
      sent.push(command);
      return Promise.resolve(command instanceof ListUsersCommand ? (pages.shift() ?? {}) : {});
    },
  } as unknown as CognitoSender;
  return { sender, sent };
}

const attrs = (values: Record<string, string>) =>
  Object.entries(values).map(([Name, Value]) => ({ Name, Value }));

describe('Cognito account links', () => {
  it('lists the users of one e-mail, across pages, with the filter quoted', async () => {
    const { sender, sent } = recordingSender([
      {
        Users: [
          {
            Username: 'native-sub',
            UserStatus: 'CONFIRMED',
            Enabled: true,
            Attributes: attrs({
              email: 'ada@example.org',
              email_verified: 'true',
              identities: JSON.stringify([
                { userId: '42', providerName: 'Google', providerType: 'Google', primary: false },
              ]),
            }),
          },
        ],
        PaginationToken: 'next',
      },
      {
        Users: [
          {
            Username: 'linkedin_abc',
            UserStatus: 'EXTERNAL_PROVIDER',
            Enabled: false,
            Attributes: attrs({ email: 'ada@example.org', identities: 'not json' }),
          },
        ],
      },
    ]);
    const accounts = await createAccountLinks(sender, 'eu-west-2_POOL').findByEmail(
      'a"d\\a@example.org',
    );

    expect(accounts).toEqual([
      {
        username: 'native-sub',
        email: 'ada@example.org',
        native: true,
        confirmed: true,
        enabled: true,
        emailVerified: true,
        identities: [{ provider: 'Google', userId: '42' }],
      },
      {
        username: 'linkedin_abc',
        email: 'ada@example.org',
        native: false,
        confirmed: false,
        enabled: false,
        identities: [],
      },
    ]);
    const inputs = sent.map((c) => (c as ListUsersCommand).input);
    expect(inputs).toEqual([
      { UserPoolId: 'eu-west-2_POOL', Filter: 'email = "a\\"d\\\\a@example.org"' },
      {
        UserPoolId: 'eu-west-2_POOL',
        Filter: 'email = "a\\"d\\\\a@example.org"',
        PaginationToken: 'next',
      },
    ]);
  });

  it('links the provider identity to the native user by its username', async () => {
    const { sender, sent } = recordingSender();
    await createAccountLinks(sender, 'eu-west-2_POOL').link('native-sub', 'Microsoft', 'abc_D');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(AdminLinkProviderForUserCommand);
    expect((sent[0] as AdminLinkProviderForUserCommand).input).toEqual({
      UserPoolId: 'eu-west-2_POOL',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'native-sub' },
      SourceUser: {
        ProviderName: 'Microsoft',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: 'abc_D',
      },
    });
  });

  /** A sender answering AdminGetUser with `user` and AdminListGroupsForUser with `groupPages`. */
  function guardSender(user: Record<string, unknown>, groupPages: unknown[]) {
    const sent: unknown[] = [];
    const sender = {
      send: (command: unknown) => {
        sent.push(command);
        if (command instanceof AdminGetUserCommand) return Promise.resolve(user);
        if (command instanceof AdminListGroupsForUserCommand)
          return Promise.resolve(groupPages.shift() ?? {});
        return Promise.reject(new Error('unexpected command'));
      },
    } as unknown as CognitoSender;
    return { sender, sent };
  }

  it('reads MFA from the MFA settings and admin rights from the groups, across pages', async () => {
    const { sender, sent } = guardSender(
      { Username: 'native-sub', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] },
      [
        { Groups: [{ GroupName: 'editors' }], NextToken: 'more' },
        { Groups: [{ GroupName: 'admin' }] },
      ],
    );
    await expect(
      createAccountLinks(sender, 'eu-west-2_POOL').signInGuard('native-sub'),
    ).resolves.toEqual({ mfa: true, admin: true });
    expect(sent.map((c) => (c as { input: unknown }).input)).toEqual(
      expect.arrayContaining([
        { UserPoolId: 'eu-west-2_POOL', Username: 'native-sub' },
        { UserPoolId: 'eu-west-2_POOL', Username: 'native-sub', NextToken: 'more' },
      ]),
    );
    expect(sent).toHaveLength(3);
  });

  it('sees no guard on a user without MFA settings or groups', async () => {
    const { sender } = guardSender({ Username: 'native-sub', UserMFASettingList: [] }, [
      { Groups: [{ GroupName: 'admin-like' }, { GroupName: 'Admin' }] },
    ]);
    await expect(
      createAccountLinks(sender, 'eu-west-2_POOL').signInGuard('native-sub'),
    ).resolves.toEqual({ mfa: false, admin: false });
  });

  it('counts a preferred MFA factor as MFA on', async () => {
    const { sender } = guardSender({ PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' }, []);
    await expect(
      createAccountLinks(sender, 'eu-west-2_POOL').signInGuard('native-sub'),
    ).resolves.toEqual({ mfa: true, admin: false });
  });
});
