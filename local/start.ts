/**
 * `npm start`: the whole product on this machine, data kept in `.local/` between runs.
 * Ports come from DYNAMODB_PORT, COGNITO_PORT, S3_PORT, API_PORT and WEB_PORT.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Child } from './child-process';
import { localConfig, localDir, portsFromEnv, repoRoot } from './config';
import { consoleLog as log } from './log';
import { calendarProviderEnv, linkedInEnv, signInProviderEnv } from './lambda-env';
import { assertPortFree, PortInUseError } from './ports';
import { startLocalStack, type LocalStack } from './stack';
import { startVite, viteConfigFile } from './vite';

const started = performance.now();
let stack: LocalStack | undefined;
let web: Child | undefined;
let stopping: Promise<void> | undefined;

function shutdown(code: number, reason?: string): Promise<void> {
  stopping ??= (async () => {
    if (reason) log('stack', reason);
    log('stack', 'stopping…');
    await Promise.allSettled([web?.stop(), stack?.stop()]);
    process.exit(code);
  })();
  return stopping;
}

let signalled = false;
// SIGHUP: closing the terminal must stop the children too (they run in their own sessions).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    signalled = true;
    // While startLocalStack runs, its children are not ours to stop yet: main() stops the stack
    // as soon as it returns.
    if (stack) void shutdown(0);
  });
}
const onChildDeath = (description: string) =>
  void shutdown(1, `${description}: stopping everything.`);

async function main(): Promise<void> {
  const ports = portsFromEnv();
  const withWeb = existsSync(viteConfigFile);
  if (withWeb) await assertPortFree(ports.web, 'WEB_PORT');
  const appOrigin = `http://localhost:${ports.web}`;

  stack = await startLocalStack({
    dataDir: localDir,
    ports: { dynamodb: ports.dynamodb, cognito: ports.cognito, s3: ports.s3, api: ports.api },
    appOrigin,
    extraWebOrigins: [`http://127.0.0.1:${ports.web}`],
    // GOOGLE_CALENDAR_CLIENT_ID / _SECRET etc. from the shell turn calendar connect on locally.
    calendarProviders: calendarProviderEnv(process.env),
    // LINKEDIN_CLIENT_ID / _SECRET from the shell turn "Quick Fill with LinkedIn" on locally.
    linkedIn: linkedInEnv(process.env),
    // GOOGLE_SIGN_IN_CLIENT_ID / _SECRET etc. turn "Connected sign-ins" on locally.
    signInProviders: signInProviderEnv(process.env),
    log,
  });
  if (signalled) return shutdown(0);
  stack.onUnexpectedExit(onChildDeath);

  if (withWeb) {
    const vite = startVite({ port: ports.web, apiUrl: stack.apiUrl, log });
    web = vite.child;
    web.onUnexpectedExit(onChildDeath);
    await vite.ready;
  } else {
    const file = path.relative(repoRoot, viteConfigFile);
    log('web', `${file} not found: web app not started (API only).`);
  }
  if (stopping) return;

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rel = (p: string) => path.relative(repoRoot, p) || '.';
  log(
    'stack',
    [
      '',
      `vCISO Hub is running (ready in ${seconds} s)`,
      withWeb ? `  App:       ${appOrigin}` : `  App:       (not started)`,
      `  API:       ${stack.apiUrl}/api/health`,
      `  Admin:     ${localConfig.adminEmail} / ${localConfig.adminPassword}`,
      `  E-mails:   ${rel(stack.outboxDir)}/ (one .eml per message, sign-up codes included)`,
      `  Data:      ${rel(localDir)}/ (delete its dynamodb, cognito, s3, eventbridge and outbox to start afresh)`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  // Stopping on request makes a pending start fail; that is not worth a message.
  if (stopping) return;
  if (error instanceof PortInUseError) console.error(error.message);
  else console.error(`The local stack failed to start: ${(error as Error).stack ?? String(error)}`);
  // startLocalStack cleans up after itself; a later failure (Vite) leaves the stack to stop.
  if (stack) await shutdown(1);
  process.exit(1);
});
