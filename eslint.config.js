// One lint config for the whole repository; type-aware rules catch floating promises and non-exhaustive switches.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
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
    // Server and packages: no import cycles, and the server's module layers (serverLayers below). Tests may reach
    // across layers for their set-up.
    files: ['apps/server/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // no-cycle reads the imported files too, with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
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

/*
 * The server's module layers, bottom first (issue 13). A module imports modules of its own layer and of the layers
 * below, never above; below all modules sit db, storage, realtime, http (which import no module and not the engine);
 * above them the engine, and at the top the composition root (compose.ts), app.ts, main.ts and seed/. Task jobs sit
 * below compute jobs (workflows), which sit below projects; the software route (tools and apps) is above both kinds
 * of job.
 */
function serverLayers() {
  return [
    ['auth', 'content', 'health', 'users'],
    ['files', 'mail'],
    ['transfers', 'placement', 'catalog', 'drawing', 'messages'],
    ['tasks'],
    ['workflows'],
    ['projects', 'software'],
    // Samples link to projects and tell customers through messages.
    ['samples'],
    ['dashboard'],
  ];
}

/** The import zones of the server (import-x/no-restricted-paths); functions, so the config above can use them. */
function serverZones() {
  const layers = serverLayers();
  const modulePath = (name) => `apps/server/src/modules/${name}`;
  return [
    ...layers.slice(0, -1).map((layer, index) => ({
      target: layer.map(modulePath),
      from: layers
        .slice(index + 1)
        .flat()
        .map(modulePath),
      message: 'a server module imports only its own layer and the layers below (serverLayers in eslint.config.js)',
    })),
    {
      target: ['apps/server/src/db', 'apps/server/src/storage', 'apps/server/src/realtime', 'apps/server/src/http'],
      from: ['apps/server/src/modules', 'apps/server/src/engine'],
      message:
        'db, storage, realtime and http know no module and not the engine (seeding, which uses them, is in src/seed/)',
    },
    {
      target: 'apps/server/src/modules',
      from: 'apps/server/src/engine',
      message: 'modules never import the engine: it runs on them',
    },
    {
      target: [
        'apps/server/src/modules',
        'apps/server/src/engine',
        'apps/server/src/db',
        'apps/server/src/storage',
        'apps/server/src/realtime',
        'apps/server/src/http',
      ],
      from: ['apps/server/src/app.ts', 'apps/server/src/compose.ts', 'apps/server/src/main.ts'],
      message: 'the composition root and the app sit on top: they are handed down, never imported',
    },
  ];
}
