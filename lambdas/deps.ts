import { systemClock } from './adapters/clock';
import { createDocumentClient } from './adapters/dynamodb/client';
import { createDynamoTable } from './adapters/dynamodb/repository';
import { createEventBridgeClient, createEventBus } from './adapters/eventbridge/event-bus';
import { randomIds } from './adapters/ids';
import { createFileStore, createS3Client } from './adapters/s3/file-store';
import { createCognitoClient, createUserDirectory } from './adapters/cognito/user-directory';
import { createMailer } from './adapters/ses/mailer';
import { lambdaEnv, type TLambdaEnv } from './config/env';
import { getLogger } from './middleware/logger';
import type { Deps } from './ports/deps';

/** The real adapters for one environment. Clients are built here only, never per request. */
export function buildDeps(env: TLambdaEnv): Deps {
  const s3 = createS3Client(env);
  return {
    env,
    clock: systemClock,
    ids: randomIds,
    table: createDynamoTable(createDocumentClient(env), env.TABLE_NAME),
    documents: createFileStore(s3, env.DOCUMENTS_BUCKET),
    photos: createFileStore(s3, env.PHOTOS_BUCKET),
    mailer: createMailer(env, { clock: systemClock, ids: randomIds, log: getLogger() }),
    events: createEventBus(createEventBridgeClient(env), env.EVENT_BUS_NAME),
    users: createUserDirectory(createCognitoClient(env), env.USER_POOL_ID),
  };
}

let current: Deps | undefined;

/** Built on first use (not at import), then reused for the life of the Lambda container. */
export function getDeps(): Deps {
  current ??= buildDeps(lambdaEnv());
  return current;
}

/**
 * Replaces the deps (unit tests: fakes) or, with undefined, drops them so the next request
 * rebuilds from the environment (the local launcher between stacks, with resetLambdaEnv).
 */
export function setDeps(deps: Deps | undefined): void {
  current = deps;
}
