import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web app's rules: React hooks and the one-way imports of its layers. */
export default [
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
];
