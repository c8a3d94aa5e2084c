import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { localConfig, testRunsDir, webDistDir } from '../../local/config';
import { bundleFunctions } from '../../local/lambda/function-bundles';
import { consoleLog, fileLog } from '../../local/log';
import type { CalendarProviderEnv, LinkedInEnv, SignInProviderEnv } from '../../local/lambda-env';
import { startLocalStack, type StackOptions } from '../../local/stack';
import { enrolTotp } from './api-session';

export interface StackInfo {
  /** API server origin, e.g. `http://127.0.0.1:41234` (routes under `/api`). */
  apiUrl: string;
  /** The built SPA, served by the API server (only with `web: 'static'`). */
  webUrl?: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  region: string;
  tableName: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  outboxDir: string;
  adminEmail: string;
  adminPassword: string;
  /**
   * The admin's authenticator app (base32): admin routes refuse an admin without one, so each
   * test stack adds one as the admin would under Account Security, and sign-in asks its code.
   */
  adminTotpSecret: string;
  /** The Lambda environment, for tests that call services or adapters directly. */
  env: Record<string, string>;
}

export interface StartedStack extends StackInfo {
  stop(): Promise<void>;
}

/**
 * An isolated local stack for one test run: free ports, a fresh data folder under
 * `.local/test-runs/` (removed on stop), the shared DynamoDB Local jar. Same code as `npm start`.
 *
 * Logs go to `<data folder>/stack.log`; set STACK_LOG=1 to see them on the terminal, and
 * STACK_KEEP=1 to keep the data folder after the run.
 */
/** Data left by runs that were killed before their teardown (a day old: surely not running). */
async function removeAbandonedRuns(): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(testRunsDir).catch(() => [] as string[])) {
    const dir = path.join(testRunsDir, name);
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}

export async function startStack(
  opts: {
    web?: 'static' | false;
    /** Calendar OAuth clients and endpoints (e.g. the fake providers); default: none. */
    calendarProviders?: CalendarProviderEnv;
    /** LinkedIn's client and endpoints (e.g. the fake LinkedIn); default: none. */
    linkedIn?: LinkedInEnv;
    /** The pool's provider clients for "Connected sign-ins" (e.g. the fakes); default: none. */
    signInProviders?: SignInProviderEnv;
    /**
     * How the functions run (default: bundled for this stack, `bundleFunctions`, two processes
     * each at most).
     */
    functions?: StackOptions['functions'];
  } = {},
): Promise<StartedStack> {
  await removeAbandonedRuns();
  const dataDir = path.join(
    testRunsDir,
    `${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(dataDir, { recursive: true });
  const log = process.env.STACK_LOG ? consoleLog : fileLog(path.join(dataDir, 'stack.log'));
  const removeData = () =>
    process.env.STACK_KEEP
      ? Promise.resolve()
      : rm(dataDir, { recursive: true, force: true, maxRetries: 3 });

  let stack;
  try {
    const functions = { ...opts.functions, code: opts.functions?.code ?? (await bundled(dataDir)) };
    stack = await startLocalStack({
      dataDir,
      tableName: `vciso-hub-test-${path.basename(dataDir)}`,
      staticDir: opts.web === 'static' ? webDistDir : undefined,
      calendarProviders: opts.calendarProviders,
      linkedIn: opts.linkedIn,
      signInProviders: opts.signInProviders,
      functions,
      log,
    });
  } catch (error) {
    console.error(`Test stack failed to start; its log: ${path.join(dataDir, 'stack.log')}`);
    throw error;
  }
  const started = stack;
  const cognitoTarget = { cognito: started.cognito, region: localConfig.region };
  let adminTotpSecret: string;
  try {
    adminTotpSecret = await enrolTotp(cognitoTarget, {
      email: localConfig.adminEmail,
      password: localConfig.adminPassword,
    });
  } catch (error) {
    await started.stop();
    await removeData();
    throw error;
  }
  return {
    apiUrl: started.apiUrl,
    webUrl: opts.web === 'static' ? started.apiUrl : undefined,
    cognito: started.cognito,
    region: localConfig.region,
    tableName: started.tableName,
    dynamodbEndpoint: started.dynamodbEndpoint,
    s3Endpoint: started.s3Endpoint,
    outboxDir: started.outboxDir,
    adminEmail: localConfig.adminEmail,
    adminPassword: localConfig.adminPassword,
    adminTotpSecret,
    env: started.env,
    async stop() {
      await started.stop();
      await removeData();
    },
  };
}

/**
 * The stack's functions bundled in its data folder: the deployed code, whose processes start in a
 * tenth of the time their sources take through the TypeScript loader, which adds up over the
 * hundreds of cold starts of a test run.
 */
export async function bundled(dataDir: string): Promise<{ bundled: string }> {
  const dir = path.join(dataDir, 'functions');
  await bundleFunctions(dir);
  return { bundled: dir };
}

/** The serialisable part, for `project.provide`. */
export function stackInfo({ stop: _stop, ...info }: StartedStack): StackInfo {
  return info;
}
