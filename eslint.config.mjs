import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', '.local', 'cdk.out', 'web/dist', 'dist', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { z }` drags every zod locale into a bundle; the namespace import tree-shakes.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` so bundles can drop what they don't use.",
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...webImportRules(publicEntriesOnly()),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // A feature reaches another only through its public entries: the files at its top level
  // (docs/architecture.md, web rules). That is `index.ts` (`@/features/<name>`) where callers use
  // the whole surface together, and one small file per concern where they load parts at different
  // times: the landing page's lazy ticker and preview must not pull admin code into their chunks,
  // which a barrel re-exporting both would do.
  {
    // app/ mounts every feature's pages, so it may also import `features/<name>/routes/*`.
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: webImportRules(publicEntriesOnly('routes')),
  },
  {
    files: ['web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: webImportRules({
      regex: '(^|/)features(/|$)',
      message:
        'components/, lib/ and config/ serve every feature and import none: have the feature pass in what they need.',
    }),
  },
  // Relative imports stay inside their feature; anything else is reached through `@/…`.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: webImportRules(publicEntriesOnly(), {
      regex: `^(\\.\\./){${depth + 1}}`,
      message: 'A relative import stays inside its feature: import other code through `@/…`.',
    }),
  })),
  {
    files: ['web/src/lib/toast.ts', 'web/src/app/layout/toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The AWS SDK belongs in adapters (and in the local launcher, scripts and tests).
    files: ['lambdas/**/*.ts'],
    ignores: ['lambdas/adapters/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*'] }],
    },
  },
  {
    // Domain rules run in the browser and in the Lambdas alike, so they stay pure: no SDK, UI,
    // transport or I/O, and no clock or environment — `now`, zones and config are arguments.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-lambda', 'aws-cdk-lib', 'aws-amplify', 'aws-amplify/*'],
              message: 'Domain code is pure: no AWS.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'react-router', 'swr'],
              message: 'Domain code is pure: no UI.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process', 'os'],
              message: 'Domain code is pure: no I/O.',
            },
            {
              group: ['**/lambdas/**', '**/web/**', '**/local/**', '**/lib/**', '@/*'],
              message: 'Domain code imports only other domain code and contracts.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Pass configuration in as an argument.' },
        { name: 'fetch', message: 'Domain code does no I/O.' },
        { name: 'localStorage', message: 'Domain code does no I/O.' },
        { name: 'window', message: 'Domain code is pure.' },
        { name: 'document', message: 'Domain code is pure.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` so bundles can drop what they don't use.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Domain code never reads the clock: take `now` as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Domain code never reads the clock: take `now` as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Domain code is deterministic: take random values as arguments.',
        },
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: 'Domain code never reads the clock: take `now` as an argument.',
        },
      ],
    },
  },
);

/**
 * The web's import rules for one folder: toasts only through `@/lib/toast` (sonner stays out of
 * the first load) and per-icon lucide imports, plus the folder's boundaries. A boundary is
 * checked on static imports and, through no-restricted-syntax, on lazy `import()`, which
 * no-restricted-imports does not see. A block's rule options replace the global ones, so the
 * global zod rule is repeated here.
 */
function webImportRules(...boundaries) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'sonner', message: "Import { toast } from '@/lib/toast'." },
          {
            name: 'lucide-react',
            message: "Import each icon from 'lucide-react/icons/<name>' to keep chunks small.",
          },
        ],
        patterns: boundaries,
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[importKind!='type'][source.value=/^zod/] > ImportSpecifier[imported.name='z']",
        message: "Use `import * as z from 'zod'` so bundles can drop what they don't use.",
      },
      // esquery's regex literals cannot hold a slash, so it is written as \x2F there.
      ...boundaries.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

/** Another feature's subfolders are its own; `allowed` names one the importer may reach. */
function publicEntriesOnly(allowed) {
  return {
    regex: `(^|/)features/[^/]+/${allowed ? `(?!${allowed}/)` : ''}[^/]+/`,
    message:
      'Import another feature through its public entry (`@/features/<name>` or a file at its top level), never its subfolders.',
  };
}
