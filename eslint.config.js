// One lint config for the whole repository; type-aware rules catch floating promises and non-exhaustive switches.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  // Page scripts that tests load into a browser are plain JS of no TS project.
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'eslint.config.js', 'apps/server/test/fixtures/browser/**'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Migrations take Kysely<any> on purpose: they must not depend on the app's current types.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features never import one another (features/<a>/<kind>/file -> ../../<b>/...); shared code lives in shared/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.\\./)[^/]+/', message: 'features must not import each other' }] },
      ],
    },
  },
  {
    // Web layers run one way: app (router, layout, providers) -> features -> shared. Route paths, the route handle
    // and the redirect check live in shared/ so that nothing below app/ needs it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check skips every .ts/.tsx dependency.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features sit below app/' },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'shared sits below features and app/',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
);
