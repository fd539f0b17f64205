import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, sqlOutsideRepositories } from './lint/boundaries.js';

const root = import.meta.dirname;
const subfolders = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// The server writes `./x.js` for `./x.ts` (NodeNext); the web app writes extension-less paths and `@/` (tsconfig paths).
const serverResolver = createNodeResolver({
  extensions: ['.ts', '.js', '.json', '.node'],
  extensionAlias: { '.js': ['.ts', '.js'] },
  conditionNames: ['source', 'import', 'node', 'default'],
});
const webResolver = createNodeResolver({
  tsconfig: { configFile: path.join(root, 'apps/web/tsconfig.json') },
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
  conditionNames: ['source', 'import', 'browser', 'default'],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [serverResolver],
      // import-x reads the files an import leads to (no-cycle follows them) only with these extensions and parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: boundaryZones({
            root,
            webFeatures: subfolders('apps/web/src/features'),
            serverModules: subfolders('apps/server/src/modules'),
          }),
        },
      ],
    },
  },
  {
    // Tests and their support set up a module's state through its internals; only the doors' zones are lifted.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: boundaryZones({
            root,
            webFeatures: subfolders('apps/web/src/features'),
            serverModules: subfolders('apps/server/src/modules'),
            doors: false,
          }),
        },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'packages/shared/**/*.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'lint/**',
      '*.js',
      '*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@blivion/server', '@blivion/web'], message: 'shared depends on nothing of the apps.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [webResolver] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@blivion/shared',
              message: "Import from the module's subpath (@blivion/shared/forum, @blivion/shared/core, ...).",
            },
          ],
          patterns: [
            { group: ['@blivion/server', '@blivion/server/*'], message: 'The web app never imports server code.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'URL',
          property: 'createObjectURL',
          message:
            "The page's CSP refuses blob: images: preview a chosen file with useFilePreview (lib/file-preview.ts, decision 0079).",
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@blivion/web', '@blivion/web/*'], message: 'The server never imports web code.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/migrations/**',
      'apps/server/src/db/**',
      'apps/server/src/test-support/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepositories] },
  },
);
