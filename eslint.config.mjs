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
    // Domain code stays pure: no transport, UI or SDK imports.
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@aws-sdk/*', 'react', 'aws-lambda', '**/adapters/**', '**/handlers/**'] },
      ],
    },
  },
);
