import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The offline chef's folders, lowest layer first; folders in one layer may import each other.
const CHEF_LAYERS = [
  ['lexicon'],
  ['text'],
  ['reading'],
  ['model'],
  ['allergens'],
  ['families', 'classics'],
  ['planning'],
  ['finished'],
]

/** The folders are the architecture: client and server never import each other. */
const boundary = (forbidden, reason) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message: reason })) },
  ],
})

/** Every folder under src/client/features: a new feature is fenced in as soon as it exists. */
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/.results',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Modules form layers: a cycle means two of them should have been one, or a third is missing.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...boundary(['**/server/**'], 'The page must never import server code (it holds the token).'),
    },
  },
  {
    // The page is organised by feature (Bulletproof React): a feature never reaches into another
    // one or into the app that composes them, and the shared layers (components, hooks, lib,
    // stores) reach into neither. Features meet only in src/client/app.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...CLIENT_FEATURES.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/client/app.',
            })),
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'Features do not depend on the app that composes them.',
            },
            {
              target: [
                './src/client/components',
                './src/client/hooks',
                './src/client/lib',
                './src/client/stores',
              ],
              from: ['./src/client/features', './src/client/app'],
              message: 'Shared client code is used by features, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(
      ['**/client/**'],
      'The server does not import page code; share via src/shared.',
    ),
  },
  {
    // The routes speak HTTP: the chef is reached through an engine (writing) or the
    // finished-recipe step (checking), so swapping or bounding either never touches a route.
    files: ['src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/routes',
              from: './src/chef',
              message:
                'Routes do not use the chef directly: go through an engine or src/server/finished-recipe.',
            },
          ],
        },
      ],
    },
  },
  {
    // The chef's layers, lowest first: each imports only from the layers below it, so the
    // vocabulary (lexicon, words) never depends on the dishes, nor the dishes on the planner.
    files: ['src/chef/**/*.ts'],
    ignores: ['src/chef/**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: CHEF_LAYERS.map((layer, index) => ({
            target: layer.map((folder) => `./src/chef/${folder}`),
            from: CHEF_LAYERS.slice(index + 1)
              .flat()
              .map((folder) => `./src/chef/${folder}`),
            message: `The chef's layers (${CHEF_LAYERS.map((names) => names.join(' and ')).join(' → ')}): a layer imports only from the layers before it.`,
          })).filter((zone) => zone.from.length > 0),
        },
      ],
    },
  },
  {
    files: ['src/chef/**/*.ts'],
    ignores: ['src/chef/**/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: boundary(
      ['**/client/**', '**/server/**', '**/shared/**', 'node:*'],
      'The chef is a domain library: it depends on neither side, nor on Node, so it could run in a browser.',
    ),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary(
      ['**/client/**', '**/server/**', 'node:*'],
      'src/shared is imported by both sides: it depends on neither, nor on Node.',
    ),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Engines that fail before their first chunk are generators without a yield.
      'require-yield': 'off',
    },
  },
  {
    // Playwright fixtures take their dependencies by destructuring, `{}` when there are none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
