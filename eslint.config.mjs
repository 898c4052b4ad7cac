// One lint for the whole tree: type-aware TypeScript rules, React hooks and accessibility for the web
// app, and the boundaries the architecture relies on (checked here, not remembered).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const editorModeFeatures = [
  'admin',
  'editor',
  'featured',
  'audience',
  'calendar',
  'game-desk',
  'comments-desk',
  'insights',
  'live-console',
  'federation',
];
// A new feature is a reader's until it is listed as editor mode's.
const readerFeatures = webFeatures.filter((f) => !editorModeFeatures.includes(f));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'artifacts/**',
      '.data/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/*.cjs', 'bench/*.mjs', 'gateway/bench/*.mjs'],
        },
      },
    },
    plugins: { 'import-x': importX },
    // The boundaries below need imports resolved the way TypeScript resolves them.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Promises that nobody awaits lose their errors: the faults this product must survive.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './graph', from: ['./gateway', './web'], message: 'graph is the domain: it knows nothing of its clients.' },
            {
              // graph and the gateway share these (imported by package name); they know neither service.
              target: './packages',
              from: ['./graph', './gateway', './web'],
              message: 'a shared package depends on no service.',
            },
            {
              target: './gateway/src',
              from: ['./graph/src', './web/src'],
              message: 'the gateway reaches graph over GraphQL only.',
            },
            {
              target: './web/src',
              from: ['./gateway', './graph'],
              message: 'the web app reaches graph through the gateway only (shared code is a package in packages/).',
            },
            // Features never import one another (they had grown cycles): what several use lives in
            // components/, lib/ or auth/ (reader and editor mode) or back-office/ (editor mode only),
            // and app/ composes features into pages and the dashboard.
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'a web feature does not import another: move what they share to components/, lib/ or back-office/.',
            })),
            {
              target: [
                './web/src/components',
                './web/src/lib',
                './web/src/config',
                './web/src/back-office',
                './web/src/auth/!(*.test).{ts,tsx}',
                './web/src/members',
              ],
              from: './web/src/features',
              message: 'shared web code knows no feature.',
            },
            ...[
              ...readerFeatures.map((f) => `./web/src/features/${f}`),
              './web/src/components',
              './web/src/lib',
              './web/src/auth',
              './web/src/members',
            ].map((target) => ({
              target,
              from: [...editorModeFeatures.map((f) => `./web/src/features/${f}`), './web/src/back-office'],
              message: 'reader pages must not pull editor-mode code into the reader bundle.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // The first field of a dialog the user just opened takes focus (MUI's autoFocus on a component).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The reader's pages stay off MUI and editor mode's documents: a first visit's JavaScript budget
    // (issue 11) has no room for them. Editor mode and the login dialog load MUI in their own chunks.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      ...editorModeFeatures.map((f) => `web/src/features/${f}/**`),
      'web/src/back-office/**',
      'web/src/auth/LoginDialog.tsx',
      'web/src/app/{EditorMode,EditorTheme,AdminDashboard}.tsx',
      'web/src/app/theme.ts',
      'web/src/components/StatusBadge.tsx',
      'web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mui/*', '@emotion/*'], message: 'reader pages are plain CSS (global.css); MUI is for editor mode.' },
            {
              regex: 'gql/graphql$',
              message: "reader code imports its documents from gql/reader/graphql (editor mode's stay out).",
            },
          ],
        },
      ],
    },
  },
  {
    // A function longer than a screenful does several things; name them (issue 45). Migrations are
    // left out: they are the schema's history, written once and never edited.
    files: ['graph/src/**/*.ts', 'gateway/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'graph/src/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The same rule for the web app: a component longer than a screenful is several components.
    // Generated documents (web/src/gql, ignored above) and tests are left out, as for graph.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read loosely typed JSON answers on purpose.
    files: ['**/*.test.{ts,tsx}', 'testing/**', 'e2e/**', 'web/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
);
