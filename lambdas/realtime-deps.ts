import {
  createConnectionPush,
  createManagementClient,
} from './adapters/apigateway/connection-push';
import { systemClock } from './adapters/clock';
import { createDocumentClient } from './adapters/dynamodb/client';
import { createConnectionStore } from './adapters/dynamodb/connection-store';
import { createDynamoTable } from './adapters/dynamodb/repository';
import { realtimeEnv, type TRealtimeEnv } from './config/env';
import type { Clock } from './ports/clock';
import type { ConnectionPush, ConnectionStore } from './ports/connections';

/**
 * What the realtime functions use: a slice of `Deps` built from a slice of the environment, so the
 * WebSocket and stream functions bundle and start without the S3, SES, EventBridge and Cognito
 * clients they never call.
 */
export interface RealtimeDeps {
  clock: Clock;
  connections: ConnectionStore;
  /** Built on first use: only the stream consumer has WS_MANAGEMENT_ENDPOINT. */
  readonly push: ConnectionPush;
}

export function buildRealtimeDeps(env: TRealtimeEnv): RealtimeDeps {
  let push: ConnectionPush | undefined;
  return {
    clock: systemClock,
    connections: createConnectionStore(
      createDynamoTable(createDocumentClient(env), env.TABLE_NAME),
    ),
    get push() {
      push ??= createConnectionPush(createManagementClient(env));
      return push;
    },
  };
}

let current: { env?: TRealtimeEnv; deps: RealtimeDeps } | undefined;

/**
 * Built on first use and kept for the container's life. Rebuilt when the environment was reset
 * (the local launcher starting another stack in the same process); tests install fakes.
 */
export function getRealtimeDeps(): RealtimeDeps {
  if (current && !current.env) return current.deps;
  const env = realtimeEnv();
  if (current?.env !== env) current = { env, deps: buildRealtimeDeps(env) };
  return current.deps;
}

/** Fakes for unit tests; undefined goes back to the real adapters. */
export function setRealtimeDeps(deps: RealtimeDeps | undefined): void {
  current = deps ? { deps } : undefined;
}
