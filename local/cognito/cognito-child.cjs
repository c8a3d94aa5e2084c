'use strict';
/**
 * Starts cognito-local as its own `cognito-local` binary does, with two changes.
 *
 * 1. The codes it would only print (sign-up confirmation, forgot password, attribute verification)
 *    are also written as real e-mails into the outbox, where every other local mail lands. It
 *    patches cognito-local's console sender rather than parsing its log, because the log is a
 *    coloured box meant for eyes. The file is written before cognito-local answers, so the code is
 *    on disk by the time the client's SignUp / ForgotPassword call returns.
 * 2. One log line per event (see the logger below).
 * 3. What its targets lack for the product's flows: ResendConfirmationCode, AdminUserGlobalSignOut,
 *    AdminLinkProviderForUser, AdminDisableProviderForUser and AdminSetUserMFAPreference, the
 *    MFA challenge of AdminInitiateAuth, the pool's password policy, the checks and settings of an e-mail change, and the refresh token of a sign-in
 *    finished by a challenge (each explained where it is added).
 *
 * 4. The pool's triggers reach the launcher's Lambda Invoke (see writeTriggerConfig).
 *
 * Plain CommonJS so that `node` runs it without a TypeScript loader.
 * Environment: HOST, PORT (read by cognito-local), OUTBOX_DIR, MAIL_FROM, PRODUCT_NAME,
 * LAMBDA_ENDPOINT, TRIGGER_FUNCTIONS.
 */
const fs = require('node:fs');
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const MailComposer = require('nodemailer/lib/mail-composer');

const {
  ConsoleMessageSender,
} = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');

const outboxDir = process.env.OUTBOX_DIR;
const mailFrom = process.env.MAIL_FROM || 'no-reply@localhost';
const product = process.env.PRODUCT_NAME || 'vCISO Hub';
let sequence = 0;

async function writeCodeMail(to, code) {
  if (!outboxDir || !to || !code) return;
  fs.mkdirSync(outboxDir, { recursive: true });
  const id = randomUUID();
  // Composed by nodemailer, as every other mail of the outbox is.
  const eml = await new MailComposer({
    from: mailFrom,
    to,
    subject: `Your ${product} verification code`,
    messageId: `<${id}@cognito.local>`,
    date: new Date(),
    headers: { 'X-Local-Source': 'cognito-local' },
    text: `Your verification code is ${code}\n\nIf you did not ask for it, ignore this e-mail.\n`,
    newline: 'windows',
  })
    .compile()
    .build();
  // Sortable name: time, then a counter for codes sent within the same millisecond.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}-cognito-code.eml`;
  const file = path.join(outboxDir, name);
  // Write then rename, so a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, eml);
  fs.renameSync(`${file}.tmp`, file);
  process.stdout.write(`Code e-mail for ${to} written to ${file}\n`);
}

const originalSendEmail = ConsoleMessageSender.prototype.sendEmail;
ConsoleMessageSender.prototype.sendEmail = async function sendEmail(
  ctx,
  user,
  destination,
  message,
) {
  await writeCodeMail(destination, message && message.__code);
  return originalSendEmail.call(this, ctx, user, destination, message);
};

// cognito-local 5.3 has no ResendConfirmationCode; the sign-up screen's "Resend code" needs it.
// Modelled on its SignUp target: a fresh code, delivered (so it reaches the outbox) and stored.
const { Targets } = require('cognito-local/lib/targets/targets');
const errors = require('cognito-local/lib/errors');
Targets.ResendConfirmationCode =
  ({ cognito, clock, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    const email = (user.Attributes || []).find((a) => a.Name === 'email')?.Value;
    if (!email) throw new errors.InvalidParameterError('User has no email to send a code to');
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, {
      ...user,
      UserLastModifiedDate: clock.get(),
      ConfirmationCode: code,
    });
    return { CodeDeliveryDetails: deliveryDetails };
  };

// cognito-local 5.3 has no AdminUserGlobalSignOut; closing an account revokes every session with
// it. As in Cognito, the user's refresh tokens stop working (issued access tokens run out).
Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), RefreshTokens: [] });
    return {};
  };

// Cognito enforces the pool's password policy; cognito-local only stores it. Each target that
// sets a password checks it first against the policy its pool stores (bootstrap.ts sets the one
// of contracts/auth/password-policy.json), with Cognito's exception and message, so a password
// the deployed pool would refuse is refused here too.
const { symbols: PASSWORD_SYMBOLS } = require('../../contracts/auth/password-policy.json');
const jwt = require('node:module').createRequire(require.resolve('cognito-local/package.json'))(
  'jsonwebtoken',
);

function passwordPolicyProblem(policy, password) {
  if (!policy) return undefined;
  if (/^\s|\s$/.test(password)) return 'Password must not begin or end with a space';
  if (password.length < (policy.MinimumLength || 0)) return 'Password not long enough';
  if (policy.RequireLowercase && !/[a-z]/.test(password))
    return 'Password must have lowercase characters';
  if (policy.RequireUppercase && !/[A-Z]/.test(password))
    return 'Password must have uppercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password))
    return 'Password must have numeric characters';
  if (
    policy.RequireSymbols &&
    ![...password].some((ch) => ch === ' ' || PASSWORD_SYMBOLS.includes(ch))
  )
    return 'Password must have symbol characters';
  return undefined;
}

const NEW_PASSWORD_OF = {
  SignUp: (req) => req.Password,
  ConfirmForgotPassword: (req) => req.Password,
  ChangePassword: (req) => req.ProposedPassword,
  AdminSetUserPassword: (req) => req.Password,
  AdminCreateUser: (req) => req.TemporaryPassword,
  RespondToAuthChallenge: (req) => req.ChallengeResponses && req.ChallengeResponses.NEW_PASSWORD,
};

function poolOf(cognito, ctx, req) {
  if (req.UserPoolId) return cognito.getUserPool(ctx, req.UserPoolId);
  const clientId = req.ClientId || (jwt.decode(req.AccessToken || '') || {}).client_id;
  return cognito.getUserPoolForClientId(ctx, clientId);
}

for (const [name, newPassword] of Object.entries(NEW_PASSWORD_OF)) {
  const target = Targets[name];
  Targets[name] = (services) => {
    const run = target(services);
    return async (ctx, req) => {
      const password = newPassword(req);
      if (typeof password === 'string') {
        const pool = await poolOf(services.cognito, ctx, req);
        const problem = passwordPolicyProblem(pool.options.Policies?.PasswordPolicy, password);
        if (problem) {
          const error = new errors.InvalidPasswordError();
          error.message = `Password did not conform with policy: ${problem}`;
          throw error;
        }
      }
      return run(ctx, req);
    };
  };
}

/** Wraps cognito-local's target `name`: `patch(run, services)` answers in its place. */
function wrapTarget(name, patch) {
  const target = Targets[name];
  Targets[name] = (services) => patch(target(services), services);
}

// Changing an e-mail (Account Security). cognito-local already does most of what the Auth
// stack's pool does with `keepOriginal: { email: true }` (UserAttributeUpdateSettings): a new
// e-mail is kept aside as unverified until VerifyUserAttribute gets the code, the code is mailed
// to the new address (so it reaches the outbox above), the old address stays the sign-in name
// until then, and a wrong code is CodeMismatchException. What it lacks is filled in here:
// - UpdateUserPool drops UserAttributeUpdateSettings and DescribeUserPool does not show it, so
//   a pool kept from an earlier start would never get the setting (bootstrap.ts sets it).
// - With the e-mail as username, Cognito refuses an address another user already has with
//   AliasExistsException, both when it is asked for and when it is verified (someone may have
//   signed up with it meanwhile); cognito-local would let two users share it.
const {
  attribute,
  attributesAppend,
  attributeValue,
} = require('cognito-local/lib/services/userPoolService');

// Cognito refuses any sign-in of a disabled user ("User is disabled."), which closing an account
// relies on: the closure disables the user before it deletes anything. cognito-local signs a
// disabled user in as any other; its refresh tokens are already gone (AdminUserGlobalSignOut).
wrapTarget('InitiateAuth', (run, services) => async (ctx, req) => {
  const username = req.AuthParameters && req.AuthParameters.USERNAME;
  if (username) {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (user && user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
  }
  return run(ctx, req);
});

wrapTarget('UpdateUserPool', (run, services) => async (ctx, req) => {
  const answer = await run(ctx, req);
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  // As in Cognito, a setting the request leaves out goes back to its default (none).
  await pool.updateOptions(ctx, {
    ...pool.options,
    UserAttributeUpdateSettings: req.UserAttributeUpdateSettings,
  });
  return answer;
});

wrapTarget('DescribeUserPool', (run, services) => async (ctx, req) => {
  const answer = await run(ctx, req);
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const settings = pool.options.UserAttributeUpdateSettings;
  return settings
    ? { ...answer, UserPool: { ...answer.UserPool, UserAttributeUpdateSettings: settings } }
    : answer;
});

function aliasExists() {
  return new errors.CognitoError(
    'AliasExistsException',
    'An account with the given email already exists.',
  );
}

/** The pool and user of the access token the request carries (cognito-local's own reading). */
async function caller(services, ctx, req) {
  const token = jwt.decode(req.AccessToken || '');
  if (!token || !token.client_id) return {};
  const pool = await services.cognito.getUserPoolForClientId(ctx, token.client_id);
  return { pool, user: await pool.getUserByUsername(ctx, token.sub) };
}

/** Whether a user other than `self` signs in with `email` (the pool's e-mails are usernames). */
async function emailTaken(pool, ctx, email, self) {
  if (!email || !(pool.options.UsernameAttributes || []).includes('email')) return false;
  const wanted = email.toLowerCase();
  const users = await pool.listUsers(ctx);
  return users.some(
    (u) =>
      u.Username !== self.Username &&
      (attributeValue('email', u.Attributes) || '').toLowerCase() === wanted,
  );
}

wrapTarget('UpdateUserAttributes', (run, services) => async (ctx, req) => {
  const email = attributeValue('email', req.UserAttributes);
  if (email) {
    const { pool, user } = await caller(services, ctx, req);
    if (pool && user && (await emailTaken(pool, ctx, email, user))) throw aliasExists();
  }
  return run(ctx, req);
});

wrapTarget('VerifyUserAttribute', (run, services) => async (ctx, req) => {
  if (req.AttributeName === 'email') {
    const { pool, user } = await caller(services, ctx, req);
    const pending = user && attributeValue('email', user.UnverifiedAttributeChanges);
    // The code is checked first, as Cognito does: a wrong one says so whatever the address.
    if (
      pending &&
      req.Code === user.AttributeVerificationCode &&
      (await emailTaken(pool, ctx, pending, user))
    )
      throw aliasExists();
  }
  return run(ctx, req);
});

// Confirming a sign-up with the code mailed to the address verifies that address in Cognito
// (email_verified = true); cognito-local only confirms the user. Account Security's e-mail
// change keeps that verified address until the new one is verified too, as the pool reports.
wrapTarget('ConfirmSignUp', (run, services) => async (ctx, req) => {
  const answer = await run(ctx, req);
  const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await pool.getUserByUsername(ctx, req.Username);
  if (
    user &&
    (pool.options.AutoVerifiedAttributes || []).includes('email') &&
    attributeValue('email', user.Attributes)
  ) {
    await pool.saveUser(ctx, {
      ...user,
      Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')),
    });
  }
  return answer;
});

// A sign-in finished by a challenge answer (the TOTP step above all) gets a refresh token that
// cognito-local never stores, unlike one finished by InitiateAuth: refreshing or revoking it
// then fails as unknown. Cognito knows it like any other; so it is stored here too. (Removing
// the authenticator app signs in once more and revokes that check's token at once.)
wrapTarget('RespondToAuthChallenge', (run, services) => async (ctx, req) => {
  const answer = await run(ctx, req);
  const refreshToken =
    answer && answer.AuthenticationResult && answer.AuthenticationResult.RefreshToken;
  if (refreshToken) {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME);
    if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
  }
  return answer;
});

// cognito-local 5.3 has no AdminLinkProviderForUser / AdminDisableProviderForUser, which connect
// and disconnect a Google, Microsoft or LinkedIn sign-in (Account Security, the pre sign-up
// trigger). As in Cognito, a linked identity is kept in the destination user's `identities`
// attribute, a JSON array of { userId, providerName, providerType, issuer, primary, dateCreated }
// that AdminGetUser answers; an identity that is linked already, or that signed up as a user of
// its own, is refused; disabling a linked identity removes it from its user. (The pool's identity
// providers are not checked: cognito-local keeps none.)
const SOCIAL_PROVIDER_TYPES = ['Google', 'Facebook', 'LoginWithAmazon', 'SignInWithApple'];

function identitiesOf(user) {
  try {
    const list = JSON.parse(attributeValue('identities', user.Attributes) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function withIdentities(user, identities, clock) {
  return {
    ...user,
    UserLastModifiedDate: clock.get(),
    // An empty value removes the attribute, as a user without identities has none.
    Attributes: attributesAppend(
      user.Attributes,
      attribute('identities', identities.length ? JSON.stringify(identities) : ''),
    ),
  };
}

const sameIdentity = (identity, providerName, userId) =>
  String(identity.providerName).toLowerCase() === String(providerName).toLowerCase() &&
  identity.userId === userId;

Targets.AdminLinkProviderForUser =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const destination = req.DestinationUser || {};
    const source = req.SourceUser || {};
    if (destination.ProviderName !== 'Cognito')
      throw new errors.InvalidParameterError('DestinationUser must be a Cognito user');
    if (source.ProviderAttributeName !== 'Cognito_Subject' || !source.ProviderAttributeValue)
      throw new errors.InvalidParameterError('SourceUser needs a Cognito_Subject');
    const user = await pool.getUserByUsername(ctx, destination.ProviderAttributeValue);
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    if (user.UserStatus === 'EXTERNAL_PROVIDER')
      throw new errors.InvalidParameterError(
        'Invalid DestinationUser: a federated user cannot be a DestinationUser',
      );
    const providerName = source.ProviderName;
    const userId = source.ProviderAttributeValue;
    const users = await pool.listUsers(ctx);
    const ownName = `${providerName}_${userId}`.toLowerCase();
    if (users.some((u) => u.Username.toLowerCase() === ownName))
      throw new errors.InvalidParameterError(
        'Merging is not currently supported, provide a SourceUser that has not been signed up in order to link',
      );
    if (users.some((u) => identitiesOf(u).some((i) => sameIdentity(i, providerName, userId))))
      throw new errors.CognitoError(
        'AliasExistsException',
        'The SourceUser is already linked to a user in this user pool',
      );
    const identity = {
      userId,
      providerName,
      providerType: SOCIAL_PROVIDER_TYPES.includes(providerName) ? providerName : 'OIDC',
      issuer: null,
      primary: false,
      dateCreated: clock.get().getTime(),
    };
    await pool.saveUser(ctx, withIdentities(user, [...identitiesOf(user), identity], clock));
    return {};
  };

Targets.AdminDisableProviderForUser =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const { ProviderName: providerName, ProviderAttributeValue: userId } = req.User || {};
    if (!providerName || !userId) throw new errors.InvalidParameterError('User is required');
    for (const user of await pool.listUsers(ctx)) {
      const identities = identitiesOf(user);
      const kept = identities.filter((i) => !sameIdentity(i, providerName, userId));
      if (kept.length !== identities.length)
        await pool.saveUser(ctx, withIdentities(user, kept, clock));
    }
    return {};
  };

// The recovery sign-in (a recovery code in place of a lost authenticator app) checks the
// password with AdminInitiateAuth on the pool's server client and turns the app off with
// AdminSetUserMFAPreference. cognito-local's AdminInitiateAuth issues tokens whatever the user's
// MFA, takes any client, signs a disabled user in and calls a wrong password
// InvalidPasswordException; Cognito allows the flow only to a client that lists
// ALLOW_ADMIN_USER_PASSWORD_AUTH, refuses a disabled user or a wrong password with
// NotAuthorizedException, and answers a user with TOTP on with the SOFTWARE_TOKEN_MFA challenge
// (no tokens). cognito-local has no AdminSetUserMFAPreference: modelled on its
// SetUserMFAPreference, for the user the request names.
wrapTarget('AdminInitiateAuth', (run, services) => async (ctx, req) => {
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const appClient = await services.cognito.getAppClient(ctx, req.ClientId);
  if (
    req.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' &&
    appClient &&
    !(appClient.ExplicitAuthFlows || []).includes('ALLOW_ADMIN_USER_PASSWORD_AUTH')
  )
    throw new errors.InvalidParameterError('Auth flow not enabled for this client');
  const params = req.AuthParameters || {};
  const user = params.USERNAME ? await pool.getUserByUsername(ctx, params.USERNAME) : null;
  if (user && req.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH') {
    if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
    if (user.Password !== params.PASSWORD)
      throw new errors.NotAuthorizedError('Incorrect username or password.');
    const totp = (user.UserMFASettingList || []).includes('SOFTWARE_TOKEN_MFA');
    if (totp && pool.options.MfaConfiguration !== 'OFF')
      return {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ChallengeParameters: { USER_ID_FOR_SRP: user.Username },
        Session: randomUUID(),
      };
  }
  return run(ctx, req);
});

Targets.AdminSetUserMFAPreference =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    const software = req.SoftwareTokenMfaSettings;
    if (software && software.Enabled && !(user.SoftwareTokenMfaConfiguration || {}).Verified)
      throw new errors.InvalidParameterError('User has not verified software token MFA');
    const methods = new Set(user.UserMFASettingList || []);
    if (software) {
      if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
      else methods.delete('SOFTWARE_TOKEN_MFA');
    }
    const preferred =
      software && software.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA')
        ? 'SOFTWARE_TOKEN_MFA'
        : user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA' && !methods.has('SOFTWARE_TOKEN_MFA')
          ? undefined
          : user.PreferredMfaSetting;
    await pool.saveUser(ctx, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: preferred,
      UserLastModifiedDate: clock.get(),
    });
    return {};
  };

// cognito-local runs the pool's Lambda triggers through Lambda's Invoke, with the functions and
// the client its config (`.cognito/config.json`, read at start) names. The launcher serves Invoke
// on its API server and says where (LAMBDA_ENDPOINT) and which triggers (TRIGGER_FUNCTIONS, JSON:
// cognito-local's trigger name to function name; local/cognito/triggers.ts). Written on every
// start, keeping whatever else the file holds, as the API server's port may change. cognito-local
// logs a failed post confirmation trigger and confirms anyway.
function writeTriggerConfig() {
  const endpoint = process.env.LAMBDA_ENDPOINT;
  const functions = process.env.TRIGGER_FUNCTIONS;
  if (!endpoint || !functions) return;
  const file = path.join('.cognito', 'config.json');
  let config = {};
  try {
    config = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // None yet (a new data folder): cognito-local's defaults and ours.
  }
  config.TriggerFunctions = JSON.parse(functions);
  config.LambdaClient = {
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}
writeTriggerConfig();

// The parent holds our stdin open; when it dies, even by SIGKILL, stdin ends and we follow
// instead of lingering as an orphan holding the port.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

// What cognito-local's own binary does, with a logger that prints one line per event: its
// default pretty-prints every 4xx with a full stack trace, which drowns the launcher's output.
// The code box is dropped too, since the code now arrives as an e-mail (logged above).
const cognitoRequire = require('node:module').createRequire(
  require.resolve('cognito-local/package.json'),
);
const pino = cognitoRequire('pino');
const pretty = cognitoRequire('pino-pretty');
const { createDefaultServer } = require('cognito-local/lib/server');

const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  pretty({
    colorize: false,
    singleLine: true,
    ignore: 'pid,name,hostname,time,reqId,target,err,level',
    messageFormat: (log, key) => {
      const err = log.err;
      const detail = err ? ` (${err.code || err.type}: ${err.message})` : '';
      return `${String(log[key]).includes('Confirmation Code Delivery') ? 'code delivered' : log[key]}${detail}`;
    },
  }),
);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    logger.info(`cognito-local on http://${address.address}:${address.port}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
