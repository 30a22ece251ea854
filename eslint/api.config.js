import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const src = 'apps/api/src';

/** Every layer of the API; a module's own files are always open to it. */
const anyLayer = ['app', 'module', 'plugin', 'seed', 'db', 'lib', 'test'];

/** A module's public face (docs/decisions/011-module-boundaries.md): its services and its dto files. */
const publicFace = { element: { type: 'module' }, file: { categories: ['service', 'dto'] } };
/** The environment's zod-parsed configuration, which every layer may read. */
const config = { element: { type: 'app' }, file: { categories: 'config' } };
const layers = (...types) => ({ element: { types: { anyOf: types } } });

/** The API's rules: module boundaries and type-aware checks. */
export default [
  // Type-aware checks: a promise is awaited, handled or deliberately voided; never passed where a plain
  // callback is expected.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['apps/api/**/*.ts'] })),
  {
    files: ['apps/api/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // A Fastify plugin and a route handler are async by contract (the plugin's promise tells Fastify it is
    // loaded; a handler's throw becomes a rejection for the error handler), with or without an await.
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/plugins/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // A test reads the answer under test as JSON of any shape (inject().json() is `any`): its assertions
    // are what check that shape. Every other type-aware rule holds in tests too.
    files: ['apps/api/**/*.test.ts', 'apps/api/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': [`${src}/**/*`],
      'import/resolver': { node: { extensions: ['.js', '.ts'] } },
      'boundaries/elements': [
        { type: 'module', pattern: `${src}/modules/*`, capture: ['module'] },
        { type: 'plugin', pattern: `${src}/plugins` },
        { type: 'seed', pattern: `${src}/db/seed` },
        { type: 'db', pattern: `${src}/db` },
        { type: 'lib', pattern: `${src}/lib` },
        { type: 'test', pattern: `${src}/test` },
        // What is left: app.ts, server.ts, main.ts, config.ts and modules/index.ts, which compose the rest.
        { type: 'app', pattern: src },
      ],
      'boundaries/files': [
        { category: 'service', pattern: '**/*.service.ts' },
        { category: 'dto', pattern: '**/*-dto.ts' },
        { category: 'repository', pattern: '**/*.repository.ts' },
        { category: 'routes', pattern: '**/*.routes.ts' },
        { category: 'config', pattern: `${src}/config.ts` },
        { category: 'test', pattern: '**/*.test.ts' },
        // Every file gets a category, so a selector can name what a file is not.
        { category: 'source', pattern: '**/*.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // The composition root and the test support may use anything.
            { from: layers('app', 'test'), allow: { to: layers(...anyLayer) } },
            // A module uses its own files freely, another module only through its face, never its
            // repository or routes.
            {
              from: { element: { type: 'module' } },
              allow: {
                to: [
                  { element: { type: 'module', captured: { module: '{{ from.element.captured.module }}' } } },
                  publicFace,
                  layers('plugin', 'db', 'lib'),
                  config,
                ],
              },
            },
            // Plugins are cross-cutting: they never import a module (app.ts hands them what they need).
            { from: layers('plugin'), allow: { to: [layers('plugin', 'db', 'lib'), config] } },
            { from: layers('db', 'lib'), allow: { to: [layers('db', 'lib'), config] } },
            // The demo seed writes its rows itself, with the modules' pure pieces (card numbers, search text,
            // artwork, the RDW parser), never with their repositories or routes.
            {
              from: layers('seed'),
              allow: {
                to: [
                  layers('seed', 'db', 'lib'),
                  config,
                  { element: { type: 'module' }, file: { categories: { noneOf: ['repository', 'routes'] } } },
                ],
              },
            },
            // A test may also use the test support and the seed, whatever it tests.
            { from: { file: { categories: 'test' } }, allow: { to: layers('test', 'seed') } },
          ],
        },
      ],
    },
  },
];
