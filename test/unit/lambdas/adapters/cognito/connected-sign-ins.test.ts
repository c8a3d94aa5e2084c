import {
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AliasExistsException,
  InvalidParameterException,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createConnectedSignIns } from '../../../../../lambdas/adapters/cognito/connected-sign-ins';
import { identitiesOf } from '../../../../../lambdas/adapters/cognito/identities';
import { SignInTaken } from '../../../../../lambdas/ports/connected-sign-ins';
import { fakeSdkClient, type SentCommand } from '../../support/fake-sdk-client';

const meta = { $metadata: { httpStatusCode: 400 } };

describe("a user's identities attribute", () => {
  it('reads Cognito’s JSON array, with the time each was linked', () => {
    const value = JSON.stringify([
      {
        userId: '1234',
        providerName: 'Google',
        providerType: 'Google',
        issuer: null,
        primary: false,
        dateCreated: 1778594580000,
      },
      {
        userId: 'li-1',
        providerName: 'LinkedIn',
        providerType: 'OIDC',
        dateCreated: '1778594580000',
      },
      { userId: 'ms-1', providerName: 'Microsoft' },
    ]);
    expect(identitiesOf(value)).toEqual([
      { provider: 'Google', userId: '1234', connectedAt: new Date(1778594580000) },
      { provider: 'LinkedIn', userId: 'li-1', connectedAt: new Date(1778594580000) },
      { provider: 'Microsoft', userId: 'ms-1' },
    ]);
  });

  it('reads anything else as no identities', () => {
    for (const value of [undefined, '', 'not json', '{}', '[1, null, {"userId": 5}]'])
      expect(identitiesOf(value), String(value)).toEqual([]);
  });
});

describe('connected sign-ins in the pool', () => {
  it('reads a user by username: native or federated, and its identities', async () => {
    const { client, sent } = fakeSdkClient<CognitoIdentityProviderClient>((command) => {
      if (command.input.Username === 'gone')
        throw new UserNotFoundException({ message: 'User does not exist.', ...meta });
      return {
        UserStatus: command.input.Username === 'Google_1' ? 'EXTERNAL_PROVIDER' : 'CONFIRMED',
        UserAttributes: [{ Name: 'identities', Value: '[{"userId":"1","providerName":"Google"}]' }],
      };
    });
    const port = createConnectedSignIns(client, 'pool');
    expect(await port.read('sub-1')).toEqual({
      native: true,
      identities: [{ provider: 'Google', userId: '1' }],
    });
    expect((await port.read('Google_1'))?.native).toBe(false);
    expect(await port.read('gone')).toBeUndefined();
    expect(sent[0]).toBeInstanceOf(AdminGetUserCommand);
    expect(sent[0]?.input).toEqual({ UserPoolId: 'pool', Username: 'sub-1' });
  });

  it('links the provider’s subject to the native user', async () => {
    const { client, sent } = fakeSdkClient<CognitoIdentityProviderClient>();
    await createConnectedSignIns(client, 'pool').link('sub-1', 'Microsoft', 'pairwise-sub');
    expect(sent[0]).toBeInstanceOf(AdminLinkProviderForUserCommand);
    expect(sent[0]?.input).toEqual({
      UserPoolId: 'pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'sub-1' },
      SourceUser: {
        ProviderName: 'Microsoft',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: 'pairwise-sub',
      },
    });
  });

  it('tells an identity that is someone’s from other failures', async () => {
    const failing = (error: Error) =>
      createConnectedSignIns(
        fakeSdkClient<CognitoIdentityProviderClient>(() => {
          throw error;
        }).client,
        'pool',
      );
    await expect(
      failing(new AliasExistsException({ message: 'already linked', ...meta })).link(
        'u',
        'Google',
        '1',
      ),
    ).rejects.toBeInstanceOf(SignInTaken);
    await expect(
      failing(
        new InvalidParameterException({
          message:
            'Merging is not currently supported, provide a SourceUser that has not been signed up in order to link',
          ...meta,
        }),
      ).link('u', 'Google', '1'),
    ).rejects.toBeInstanceOf(SignInTaken);
    const other = new InvalidParameterException({ message: 'Invalid ProviderName', ...meta });
    await expect(failing(other).link('u', 'Google', '1')).rejects.toBe(other);
  });

  it('removes an identity by its provider and subject', async () => {
    const { client, sent } = fakeSdkClient<CognitoIdentityProviderClient>();
    await createConnectedSignIns(client, 'pool').unlink('LinkedIn', 'li-1');
    const [command] = sent as SentCommand[];
    expect(command).toBeInstanceOf(AdminDisableProviderForUserCommand);
    expect(command?.input).toEqual({
      UserPoolId: 'pool',
      User: {
        ProviderName: 'LinkedIn',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: 'li-1',
      },
    });
  });
});
