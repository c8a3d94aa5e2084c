import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { spawnChild, type Child } from '../child-process';
import { localConfig } from '../config';
import type { Log } from '../log';
import { answers, waitUntil } from '../wait';
import { triggerFunctions } from './triggers';

export interface CognitoLocal {
  child: Child;
  /** Where cognito-local listens; also the `iss` host of its tokens. */
  endpoint: string;
  client: CognitoIdentityProviderClient;
}

const childScript = fileURLToPath(new URL('./cognito-child.cjs', import.meta.url));

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: localConfig.region,
    credentials: localConfig.credentials,
    maxAttempts: 2,
  });
}

/**
 * cognito-local keeps its database in `.cognito/` under its working directory, so each data folder
 * gets its own users. HOST=127.0.0.1 makes the token issuer `http://127.0.0.1:<port>/<poolId>`,
 * the same address the verifier and the browser use.
 */
export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  outboxDir: string;
  /**
   * The launcher's Lambda Invoke (`local/lambda/invoke-endpoint.ts`), where the pool's triggers
   * (`local/cognito/triggers.ts`) run; without it the pool runs none.
   */
  lambdaEndpoint?: string;
  log: Log;
}): Promise<CognitoLocal> {
  await mkdir(opts.dataDir, { recursive: true });
  const child = spawnChild({
    name: 'cognito',
    command: process.execPath,
    args: [childScript],
    cwd: opts.dataDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      OUTBOX_DIR: opts.outboxDir,
      MAIL_FROM: localConfig.mailFrom,
      PRODUCT_NAME: localConfig.productName,
      ...(opts.lambdaEndpoint
        ? {
            LAMBDA_ENDPOINT: opts.lambdaEndpoint,
            TRIGGER_FUNCTIONS: JSON.stringify(triggerFunctions()),
          }
        : {}),
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    // A pipe on stdin lets the child notice when we die (see cognito-child.cjs).
    stdio: ['pipe', 'pipe', 'pipe'],
    log: opts.log,
    ignore:
      /end-of-support|no longer receive updates|migrate your code|a\.co\/|--trace-warnings|^\s*$/,
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  try {
    await waitUntil('cognito-local', () => answers(`${endpoint}/health`), { abort: child.exited });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, endpoint, client: cognitoClient(endpoint) };
}
