import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { TLambdaEnv } from '../../lambdas/config/env';
import type { AppConfig } from '../config/app-config';
import type { FunctionAccess } from '../config/function-access';
import type { ApiFunction } from './api-function';
import type { AppBucket } from './app-bucket';
import type { AppTable } from './app-table';

/** The shared resources any app function may be bound to. */
export interface AppResources {
  table: AppTable;
  documents: AppBucket;
  photos: AppBucket;
  bus: IEventBus;
  userPool: IUserPool;
}

type NamedEnv = Pick<
  Record<keyof TLambdaEnv, string>,
  | 'TABLE_NAME'
  | 'DOCUMENTS_BUCKET'
  | 'PHOTOS_BUCKET'
  | 'EVENT_BUS_NAME'
  | 'USER_POOL_ID'
  | 'MAIL_FROM'
  | 'APP_ORIGIN'
>;

/**
 * The environment of every function. `lambdas/config/env.ts` validates all names at cold start, so
 * each function gets all of them; names are not rights, which come only from `applyAccess`.
 */
export function lambdaEnvironment(
  resources: AppResources,
  config: AppConfig,
): NamedEnv & { LOG_LEVEL: string } {
  return {
    TABLE_NAME: resources.table.envValue,
    DOCUMENTS_BUCKET: resources.documents.envValue,
    PHOTOS_BUCKET: resources.photos.envValue,
    EVENT_BUS_NAME: resources.bus.eventBusName,
    USER_POOL_ID: resources.userPool.userPoolId,
    MAIL_FROM: config.mailFrom,
    APP_ORIGIN: config.appOrigin,
    LOG_LEVEL: config.logLevel,
  };
}

/** Grants exactly what `access` lists. */
export function applyAccess(
  fn: ApiFunction,
  access: FunctionAccess,
  resources: AppResources,
  mailFrom: string,
): void {
  if (access.table) fn.bindTable(resources.table, access.table);
  if (access.documents) fn.bindBucket(resources.documents, access.documents);
  if (access.photos) fn.bindBucket(resources.photos, access.photos);
  if (access.publishEvents) fn.bindEventBus(resources.bus);
  if (access.sendMail) fn.allowSendMail(mailFrom);
  if (access.readUsers) fn.allowReadUsers(resources.userPool);
}
