import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { unicorn },
    rules: {
      // STYLE.md: files and folders in kebab-case.
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is shared by web and api: it imports neither React, Fastify nor Drizzle.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'packages/domain stays framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      // The entry file wires everything together.
      'boundaries/ignore': ['apps/web/src/main.tsx'],
      'import/resolver': { node: { extensions: ['.js', '.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/{components,lib,test}/**' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: app → features → shared, one way. A feature may use another feature's api only.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            // The header's logout and the session screens need the auth feature's API.
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { type: 'feature', captured: { feature: 'auth' } } } },
            },
            // Other features may use the auth feature's API (the signed-in user).
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: 'auth' } } } },
            },
            // The landing page, the dashboard overview and onboarding are compositions: they place other
            // features' blocks (onboarding: the bank picker and the cards' wallet screen).
            ...['public', 'dashboard', 'onboarding'].map((feature) => ({
              from: { element: { type: 'feature', captured: { feature } } },
              allow: { to: { element: { type: 'feature' } } },
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
