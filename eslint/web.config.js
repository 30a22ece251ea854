import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's rules: React hooks and the one-way imports of its layers. */
export default [
  // Type-aware checks: a promise is awaited, handled or deliberately voided; never passed where a plain
  // callback is expected.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ['apps/web/**/*.{ts,tsx}'],
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  // WCAG in the source: labels, roles, keyboard access (the axe checks in the journeys see the result).
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx'] },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      // The entry file wires everything together.
      'boundaries/ignore': ['apps/web/src/main.tsx'],
      'import/resolver': { node: { extensions: ['.js', '.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        // A feature's public face: its queries and mutations (`features/<name>/api/`).
        { type: 'feature-api', pattern: 'apps/web/src/features/*/api/**', capture: ['feature'] },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/{components,lib,test}/**' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: app → features → shared, one way. A feature uses another feature's api/ only;
      // shared code (components, lib, test) never imports a feature: the app layer hands features in.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'feature-api', 'shared'] } } } },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { types: { anyOf: ['feature', 'feature-api'] } } },
              allow: { to: { element: { types: { anyOf: ['shared', 'feature-api'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'feature-api'] } } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            // A station's page places the price-alerts feature's "Prijsalarm" block (issue 28 §4).
            {
              from: { element: { type: 'feature', captured: { feature: 'stations' } } },
              allow: { to: { element: { type: 'feature', captured: { feature: 'price-alerts' } } } },
            },
            // The price alerts screen places the push feature's "Meldingen op dit apparaat" (issue 28 §4).
            {
              from: { element: { type: 'feature', captured: { feature: 'price-alerts' } } },
              allow: { to: { element: { type: 'feature', captured: { feature: 'push' } } } },
            },
            // The landing page, the dashboard overview and onboarding are compositions: they place other
            // features' blocks (the station finder, the CO2 block, the bank picker, the wallet screen), and
            // "Mijn zakelijke pas" places the wallet buttons of the cards feature.
            ...['public', 'dashboard', 'onboarding', 'fleet-cards'].map((feature) => ({
              from: { element: { type: 'feature', captured: { feature } } },
              allow: { to: { element: { type: 'feature' } } },
            })),
          ],
        },
      ],
    },
  },
];
