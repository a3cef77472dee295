import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/*.cjs',
      'e2e/screenshots/**',
      'e2e/.tmp/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Rules that need types: a promise nobody awaits, a promise where a callback is expected, a switch
    // over a union that misses a member.
    files: ['**/*.{ts,tsx}'],
    // Files outside every tsconfig (the packages' own tests and vitest configs) keep the untyped rules.
    ignores: [
      '**/*.d.ts',
      'packages/*/src/**/*.test.ts',
      'packages/*/src/**/*.test-support.ts',
      '**/vitest.config.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/it answer promises the runner itself awaits.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'before', 'after'] },
          ],
        },
      ],
      // React's event attributes may take async handlers (react-hook-form's handleSubmit is one).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // The API tests have a tsconfig of their own, which the project service does not look for.
    files: [
      'apps/server/{test,scripts}/**/*.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/test-support.ts',
      'apps/server/*.ts',
    ],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './apps/server/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Ambient module declarations cannot use import statements; an import() type is the only way.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/scripts/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
