import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const alias = {
  '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
  // pdf-lib ships a CommonJS and an ES build. The runner would pick the ES one for our imports
  // while @signpdf's CommonJS code requires the other, and objects of one copy are not
  // recognised by the other (a signature placeholder then comes out malformed). Node, tsx and
  // the Lambda bundles each load a single copy; this makes the test runner do the same.
  'pdf-lib': createRequire(import.meta.url).resolve('pdf-lib'),
};

// The lint-boundaries check runs ESLint, a Node job, though it sits with the web tests.
const webTestsInNode = ['test/unit/web/lint-boundaries.test.ts'];

// Unit tests whose modules keep state for the whole process (Powertools' logger and metrics and
// their cold start, the route table's middlewares, the local runtime's one stack) run each in a
// process of its own; every other unit file shares its worker's modules with the files before it,
// which saves most of the tier's time (a fresh module graph and DOM per file is the costly part).
const unitTestsInOwnProcess = [
  'test/unit/lambdas/handlers/**/*.test.{ts,tsx}',
  'test/unit/lambdas/middleware/**/*.test.{ts,tsx}',
  'test/unit/local/**/*.test.{ts,tsx}',
];

// One runner for every tier; each tier is a project so `vitest run --project <tier>` picks it.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'test/unit/*.test.{ts,tsx}',
            'test/unit/!(web)/**/*.test.{ts,tsx}',
            ...webTestsInNode,
          ],
          exclude: unitTestsInOwnProcess,
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: unitTestsInOwnProcess,
          environment: 'node',
        },
      },
      {
        // The web app's components, rendered in a DOM with the app's own `@/` alias; the network
        // is answered at the fetch boundary (test/support/web/setup.ts).
        resolve: { alias: { ...alias, '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['test/unit/web/**/*.test.{ts,tsx}'],
          exclude: webTestsInNode,
          environment: 'happy-dom',
          // One DOM and module graph per worker: the setup file leaves nothing of a test behind
          // (the rendered screen, toasts, storage, network handlers, the session).
          isolate: false,
          setupFiles: ['test/support/web/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time on the one stack: much of a file's time is waiting (a stream
          // poll, a mail, a cold start), which the other file's work fills. Files that change
          // what every file sees take turns (`test/support/exclusive.ts`).
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          // Every file in one worker with one module registry, so `synthApp` (test/infra/support)
          // synthesizes each app configuration once per run instead of once per file.
          isolate: false,
          fileParallelism: false,
          // Its single worker would clash with the other tiers' worker count in a run of all
          // projects; a group of its own runs after them.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/e2e-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time on the one stack and the one browser: a file's time is mostly a
          // page waiting for its API and a stream consumer, which the other file's page fills.
          maxWorkers: 2,
        },
      },
    ],
  },
});
