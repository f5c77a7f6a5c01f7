import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lantern from './scripts/eslint-sql-outside-repositories.mjs';

const FRAMEWORK_FREE = 'shared/domain, contracts and realtime stay framework-free.';
const frameworks = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'electron', '@nestjs/*', '@mikro-orm/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '.data/**',
      'tests/artifacts/**',
      'desktop/build/*.png',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: those imports must stay values.
    files: ['api/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'] > Literal:nth-child(2)",
          message: 'Error codes come from the catalogue: ErrorCode.x from @lantern/shared/contracts/errors.',
        },
      ],
    },
  },
  {
    // Queries live in repositories and query files, where the next engineer looks for them.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.query.ts', '**/*.test.ts'],
    plugins: { lantern },
    rules: { 'lantern/sql-outside-repositories': 'error' },
  },
  {
    files: [
      'web/src/**/*.{ts,tsx}',
      'desktop/src/renderer/**/*.{ts,tsx}',
      'shared/src/ui/**/*.{ts,tsx}',
      'shared/src/i18n/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/src/domain/**', 'shared/src/contracts/**', 'shared/src/realtime/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: frameworks, message: FRAMEWORK_FREE }] }],
    },
  },
);
