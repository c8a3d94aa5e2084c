/**
 * The vocabulary of a function's rights. Each port states, in its `definePort` (`access`), the
 * rights it implies; beside its code a function states only what no port can know
 * (`OwnAccess`: `handlers/<area>/access.ts`, `events/access.ts`, `triggers/access.ts`). The CDK
 * app merges the two (`lib/config/function-access.ts`) and turns them into IAM policies and
 * environment. Types only: no function bundles any of it.
 */
import type { DepsDeclaration } from './define-deps';
import type { InvokedFunction } from '../events/invocations';
import type { KeyPattern } from '../keys/key-pattern';
import type { TokenKind } from '../ports/token-cipher';

/** What of an entity's keys (`lambdas/keys/*.ts`) decides which partitions a function reaches. */
export interface TableEntity {
  readonly entity: string;
  readonly pk: KeyPattern<string>;
  readonly indexes: Readonly<Record<string, { pk: KeyPattern<string> }>>;
}

export type AccessMode = 'RO' | 'RW';

/**
 * The kinds of sealed token (`lambdas/ports/token-cipher.ts`) a function may seal and open: each
 * kind is its own KMS encryption context, so a function that only seals a kind cannot open it,
 * and one that opens signing links cannot open a calendar's refresh token.
 */
export interface TokenRights {
  encrypt?: readonly TokenKind[];
  decrypt?: readonly TokenKind[];
}

/**
 * What one Lambda may touch. This one value gives both the IAM rights and the environment: each
 * right comes with the name its port reads (table → TABLE_NAME, readUsers → USER_POOL_ID...), and
 * a function gets no other resource's name. It is what the function's ports imply merged with
 * what the function says itself (`DeclaredAccess`); test/infra/function-environment.test.ts
 * checks the environment against the ports' variables.
 */
export interface FunctionAccess {
  table?: AccessMode;
  /**
   * With `table`: the entities (`lambdas/keys/*.ts`) whose partitions it may touch. The policy
   * allows only their partition keys and their indexes' (`dynamodb:LeadingKeys`);
   * test/infra/least-privilege.test.ts checks the list against the key files in the bundle.
   */
  items?: readonly TableEntity[];
  /** With `documents`: only objects matching these patterns (e.g. `*\/exports/*`), not all. */
  documentObjects?: readonly string[];
  documents?: AccessMode;
  photos?: AccessMode;
  /** PutEvents on the app's bus. */
  publishEvents?: boolean;
  /** ses:SendEmail from the MAIL_FROM identity. */
  sendMail?: boolean;
  /** cognito-idp:AdminGetUser on the pool: a user's e-mail, and whether they have TOTP, by sub. */
  readUsers?: boolean;
  /** cognito-idp:ListUsersInGroup on the pool: the administrators' e-mails, for notices. */
  listAdmins?: boolean;
  /** Disable, sign out and delete users of the pool: the account closure only. */
  closeAccounts?: boolean;
  /** No IAM right: APP_ORIGIN, the web app's public origin, for links in mails. */
  appOrigin?: boolean;
  /**
   * Calendar OAuth clients: APP_ORIGIN (the redirect URI), each configured provider's client id,
   * and secretsmanager:GetSecretValue on exactly its client secret (named in the environment).
   */
  calendarProviders?: boolean;
  /**
   * LinkedIn's OpenID Connect client ("Quick Fill with LinkedIn"): APP_ORIGIN (the redirect URI)
   * and, when the deployment configures LinkedIn, its client id and secretsmanager:GetSecretValue
   * on exactly its client secret (named in the environment).
   */
  linkedIn?: boolean;
  /**
   * cognito-idp:AdminLinkProviderForUser and AdminDisableProviderForUser on the pool: connecting
   * and disconnecting a Google, Microsoft or LinkedIn sign-in ("Connected sign-ins"). Sets
   * USER_POOL_ID.
   */
  connectSignIns?: boolean;
  /**
   * cognito-idp:AdminGetUser, AdminInitiateAuth (the pool's recovery client only in practice) and
   * AdminSetUserMFAPreference on the pool: recovery codes' sign-in. Sets USER_POOL_ID and
   * RECOVERY_CLIENT_ID.
   */
  accountSecurity?: boolean;
  /**
   * The user pool's own clients of Google, Microsoft and LinkedIn (`identityProviders`), for
   * connecting a sign-in: APP_ORIGIN (the redirect URI) and, per configured provider, its client
   * id (and Microsoft's tenant) and secretsmanager:GetSecretValue on exactly its client secret.
   */
  signInProviders?: boolean;
  /**
   * kms:Encrypt and kms:Decrypt on the token key only, each for the kinds of sealed token listed
   * (the condition `kms:EncryptionContext:purpose`, see `TOKEN_KINDS`); sets TOKEN_KEY.
   */
  tokenCipher?: TokenRights;
  /**
   * secretsmanager:GetSecretValue on the document-signing identity's secret only; sets
   * SIGNING_CERTIFICATE (its name).
   */
  signingCertificate?: boolean;
  /**
   * lambda:InvokeFunction on exactly these functions (`lambdas/events/invocations.ts`), each
   * named in the environment (`CALENDAR_REFRESH_FUNCTION`...): an anonymous function hands the
   * work needing a right it must not hold to the function that holds it, and waits for the answer.
   */
  invokes?: readonly InvokedFunction[];
}

/** The rights a port implies whole: said once, by the port, and never again by a function. */
export type PortRight =
  | 'publishEvents'
  | 'sendMail'
  | 'readUsers'
  | 'listAdmins'
  | 'closeAccounts'
  | 'appOrigin'
  | 'calendarProviders'
  | 'linkedIn'
  | 'connectSignIns'
  | 'accountSecurity'
  | 'signInProviders'
  | 'signingCertificate'
  | 'invokes';

/** The rights whose extent only the function can say: a port using one asks for it. */
export type OwnRight = 'table' | 'documents' | 'photos' | 'tokenCipher';

/**
 * What a port implies of its function's rights (`definePort`'s `access`): the rights it brings
 * whole, the entities it reads itself whatever the function (e.g. the closing accounts' marks),
 * and the one right whose extent the function must state (the table's mode and entities, a
 * bucket's mode, the kinds of sealed token).
 */
export interface PortAccess {
  grants?: Pick<FunctionAccess, PortRight>;
  items?: readonly TableEntity[];
  asks?: OwnRight;
}

/**
 * What a function says of its rights beside its code: only what none of its ports can know (the
 * table's mode and entities, each bucket's mode and objects, the kinds of sealed token). A right
 * a port implies is not a property here, so stating it again fails the type check.
 */
export type OwnAccess = Omit<FunctionAccess, PortRight>;

/**
 * A function's declared rights: the ports it declares (its `defineDeps`, which each imply their
 * rights) and what only it can say. `lib/config/function-access.ts` merges them.
 */
export interface DeclaredAccess extends OwnAccess {
  readonly deps: DepsDeclaration;
}
