import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { AppConfig } from '../config/app-config';
import type { FunctionAccess } from '../config/function-access';
import { invocationOf } from '../../lambdas/events/invocations';
import { leadingKeyPatterns } from '../config/leading-keys';
import type { ApiFunction } from './api-function';
import type { AppBucket } from './app-bucket';
import type { AppTable } from './app-table';

/** The shared resources any app function may be bound to. */
export interface AppResources {
  table: AppTable;
  documents: AppBucket;
  photos: AppBucket;
  /** The app's bus; only the Events stack's consumers (`publishEvents`) may publish to it. */
  bus?: IEventBus;
  userPool: IUserPool;
  /** The pool's server-side client of the recovery sign-in (`accountSecurity`). */
  recoveryClientId?: string;
  /**
   * Seals tokens (calendar refresh tokens, link tokens), each kind under its own encryption
   * context; only functions with `tokenCipher` may use it, for their kinds only.
   */
  tokenKey?: IKey;
  /** The functions, by consumer name, that a function may invoke (`invokes`, Events stack). */
  invocable?: ReadonlyMap<string, ApiFunction>;
}

/**
 * What every function is given whatever it does. Resource names are not here: each `bind…` /
 * `allow…` call that grants a right also sets the name that goes with it (TABLE_NAME with the
 * table, USER_POOL_ID with AdminGetUser...), so a function knows only what it may touch, and its
 * ports (`lambdas/deps/`) read only those. test/infra/function-environment.test.ts keeps the two
 * in agreement.
 */
export function sharedEnvironment(config: AppConfig): { LOG_LEVEL: string } {
  return { LOG_LEVEL: config.logLevel };
}

/** Grants exactly what `access` lists. */
export function applyAccess(
  fn: ApiFunction,
  access: FunctionAccess,
  resources: AppResources,
  settings: Pick<
    AppConfig,
    | 'mailFrom'
    | 'appOrigin'
    | 'calendarProviders'
    | 'identityProviders'
    | 'signingCertificateSecretName'
  >,
): void {
  if (access.table) {
    if (!access.items?.length) {
      throw new Error(
        `${fn.node.path}: table access needs its entities (items) to limit partitions`,
      );
    }
    fn.bindTable(resources.table, access.table, leadingKeyPatterns(access.items));
  }
  if (access.documents)
    fn.bindBucket(resources.documents, access.documents, access.documentObjects);
  if (access.photos) fn.bindBucket(resources.photos, access.photos);
  if (access.publishEvents) {
    if (!resources.bus)
      throw new Error(`${fn.node.path}: publishEvents needs the bus (Events stack)`);
    fn.bindEventBus(resources.bus);
  }
  if (access.sendMail) fn.allowSendMail(settings.mailFrom);
  if (access.readUsers) fn.allowReadUsers(resources.userPool);
  if (access.listAdmins) fn.allowListAdmins(resources.userPool);
  if (access.closeAccounts) fn.allowCloseAccounts(resources.userPool);
  if (access.appOrigin) fn.linkToApp(settings.appOrigin);
  if (access.calendarProviders)
    fn.allowCalendarProviders(settings.calendarProviders, settings.appOrigin);
  if (access.linkedIn) fn.allowLinkedIn(settings.identityProviders.linkedin, settings.appOrigin);
  if (access.connectSignIns) fn.allowConnectSignIns(resources.userPool);
  if (access.accountSecurity) {
    if (!resources.recoveryClientId)
      throw new Error(`${fn.node.path}: accountSecurity needs the recovery client (Auth stack)`);
    fn.allowAccountSecurity(resources.userPool, resources.recoveryClientId);
  }
  if (access.signInProviders)
    fn.allowSignInProviders(settings.identityProviders, settings.appOrigin);
  if (access.tokenCipher) {
    if (!resources.tokenKey) throw new Error('tokenCipher needs the token key (Data stack)');
    fn.allowTokenCipher(resources.tokenKey, access.tokenCipher);
  }
  if (access.signingCertificate) fn.allowSigningCertificate(settings.signingCertificateSecretName);
  for (const consumer of access.invokes ?? []) {
    const target = resources.invocable?.get(consumer);
    if (!target) throw new Error(`${fn.node.path}: invokes ${consumer}, which is not deployed`);
    fn.allowInvoke(target.fn, invocationOf(consumer).variable);
  }
}
