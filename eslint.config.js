// Lint rules, including the one-way import rules of docs/ARCHITECTURE.md:
// app -> features -> components/lib -> domain; features do not import each other;
// only repositories (*.repository.ts) and db/ touch the database; an area imports another only through its index.ts.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeAndServerOnly = [
  'node:*',
  'fastify',
  'kysely',
  'pg',
  'react',
  'react-dom',
  '@bil/server',
  '@bil/web',
];

// An import of an area (apps/server/src/modules/...), however it is spelled relative to the file.
const KERNEL_IMPORTS_NO_AREA = [
  '**/modules',
  '**/modules/**',
  '**/demo',
  '**/demo/**',
  '**/server',
  '**/app',
];
const KERNEL_MESSAGE =
  'The kernel (auth/, lib/, plugins/, db/) imports no area: define what it needs as a type here and let the area fulfil it (see compose-auth.ts).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeAndServerOnly, message: 'packages/domain is pure: no I/O, no React, no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'lib and components sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Features do not import each other or the app.' },
            {
              group: ['../../*', '../../../*'],
              message: 'Leave a feature only through @/components, @/lib or @bil/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**'],
    // The demo loader writes its rows in bulk, as db/ does.
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/demo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'pg', '@electric-sql/*'],
              allowTypeImports: true,
              message: 'Only repositories and db/ touch the database.',
            },
          ],
        },
      ],
    },
  },
  // The server's kernel (auth/, lib/, plugins/, db/) imports no area: areas sit above it (docs/ARCHITECTURE.md).
  {
    files: ['apps/server/src/{auth,lib,plugins}/**'],
    ignores: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'pg', '@electric-sql/*'],
              allowTypeImports: true,
              message: 'Only repositories and db/ touch the database.',
            },
            { group: KERNEL_IMPORTS_NO_AREA, message: KERNEL_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{auth,lib,plugins}/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: KERNEL_IMPORTS_NO_AREA, message: KERNEL_MESSAGE }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
