import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  UpdateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  type CognitoIdentityProviderClient,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../contracts/auth/password-policy';
import { localConfig } from '../config';
import type { Log } from '../log';
import { readStackFile, writeStackFile } from '../stack-file';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
  /** The server's client of the recovery sign-in: ADMIN_USER_PASSWORD_AUTH only. */
  recoveryClientId: string;
}

/** cognito-local answers a missing pool or client with a 400 whose name varies; any error means "gone". */
async function exists(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
}

/** What the local pool shares with the Auth stack's, set at creation and on every start. */
const POOL_SETTINGS = {
  AutoVerifiedAttributes: ['email' as const],
  // The Auth stack's `keepOriginal: { email: true }`: a new e-mail takes effect once verified.
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email' as const] },
  MfaConfiguration: 'OPTIONAL' as const,
  Policies: {
    PasswordPolicy: {
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
    },
  },
};

async function ensurePool(
  client: CognitoIdentityProviderClient,
  savedId: string | undefined,
  log: Log,
) {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const saved =
    savedId &&
    (await exists(() => client.send(new DescribeUserPoolCommand({ UserPoolId: savedId }))))
      ? savedId
      : pools.UserPools?.find((p) => p.Name === localConfig.userPoolName)?.Id;
  if (saved) {
    // A pool kept from an earlier start takes today's settings (the password policy above all).
    await client.send(new UpdateUserPoolCommand({ UserPoolId: saved, ...POOL_SETTINGS }));
    return saved;
  }

  // Mirrors the Auth stack: e-mail is the username and is verified by a code, and so is a changed
  // one before it replaces the old; TOTP is optional; the password policy is the pool's, which
  // cognito-child.cjs enforces as Cognito does.
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: localConfig.userPoolName,
      UsernameAttributes: ['email'],
      ...POOL_SETTINGS,
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('cognito-local created a user pool without an id');
  log('cognito', `created user pool ${id}`);
  return id;
}

/**
 * Finds the app client named `settings.ClientName` (by its saved id, then by name) or creates it
 * with `settings`: the Auth stack's `UserPoolClient` and its server-only `RecoveryClient`.
 */
async function ensureAppClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  savedId: string | undefined,
  settings: Omit<CreateUserPoolClientCommandInput, 'UserPoolId'> & { ClientName: string },
  log: Log,
) {
  if (
    savedId &&
    (await exists(() =>
      client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: savedId })),
    ))
  ) {
    return savedId;
  }
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const found = clients.UserPoolClients?.find(
    (c) => c.ClientName === settings.ClientName,
  )?.ClientId;
  if (found) return found;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      ...settings,
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local created an app client without an id');
  log('cognito', `created app client ${settings.ClientName} ${id}`);
  return id;
}

/**
 * Creates what is missing (pool, app client, `admin` group) and reuses what exists, remembering
 * the ids in `<dataDir>/stack.json`: a second start changes nothing.
 */
export async function bootstrapCognito(
  client: CognitoIdentityProviderClient,
  dataDir: string,
  log: Log,
): Promise<PoolIds> {
  const saved = await readStackFile(dataDir);
  const userPoolId = await ensurePool(client, saved.userPoolId, log);
  const userPoolClientId = await ensureAppClient(
    client,
    userPoolId,
    saved.userPoolClientId,
    {
      ClientName: localConfig.userPoolClientName,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      // Cognito's defaults, so token expiry and refresh are exercised locally as in AWS.
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    },
    log,
  );
  // The server's admin password check for recovery codes, nothing else.
  const recoveryClientId = await ensureAppClient(
    client,
    userPoolId,
    saved.recoveryClientId,
    {
      ClientName: localConfig.recoveryClientName,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    },
    log,
  );

  // Idempotent in cognito-local and in AWS; done every time so an older local pool catches up.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );

  // ListGroups rather than GetGroup: cognito-local answers GetGroup on a pool without groups
  // with a 500 (a stormdb error), which the SDK then retries.
  const groupName = localConfig.adminGroup;
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (!groups.Groups?.some((g) => g.GroupName === groupName)) {
    await client.send(
      new CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: groupName,
        Description: 'Administrators',
      }),
    );
    log('cognito', `created group ${groupName}`);
  }

  await writeStackFile(dataDir, { userPoolId, userPoolClientId, recoveryClientId });
  return { userPoolId, userPoolClientId, recoveryClientId };
}
