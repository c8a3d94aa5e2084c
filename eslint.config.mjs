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
      // Toasts go through `@/lib/toast`, which keeps sonner out of the first load.
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
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
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
