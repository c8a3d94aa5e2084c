import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute paths the CDK app needs. Resolved from this file rather than `process.cwd()` so that
 * `cdk synth`, the infra tests and the build scripts agree whichever directory they start in.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const paths = {
  repoRoot,
  tsconfig: path.join(repoRoot, 'tsconfig.json'),
  handlersDir: path.join(repoRoot, 'lambdas', 'handlers'),
  eventsDir: path.join(repoRoot, 'lambdas', 'events'),
  webDist: path.join(repoRoot, 'web', 'dist'),
  lambdaDist: path.join(repoRoot, 'dist', 'lambdas'),
} as const;

/** One Lambda per area: `lambdas/handlers/<area>/index.ts` exporting `handler`. */
export const areaEntry = (area: string) => path.join(paths.handlersDir, area, 'index.ts');

/** One Lambda per WebSocket route: `lambdas/handlers/realtime/<module>.ts` exporting `handler`. */
export const wsRouteEntry = (module: string) =>
  path.join(paths.handlersDir, 'realtime', `${module}.ts`);

/**
 * One Lambda per EventBridge or table-stream consumer: `lambdas/events/<consumer>.ts` exporting
 * `handler`.
 */
export const consumerEntry = (consumer: string) => path.join(paths.eventsDir, `${consumer}.ts`);

/** The built SPA counts as present only when its entry document exists. */
export const hasWebDist = (dir: string = paths.webDist) => existsSync(path.join(dir, 'index.html'));
