import { rm } from 'node:fs/promises';
import { allEndpoints } from '@fuellinq/domain/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { writeWebBuild } from './test/web-build.ts';

// Each endpoint is declared once, in the domain package (packages/domain/src/*/*.endpoints.ts): the API
// registers its route from that declaration, the OpenAPI document is generated from the routes, and the web
// app calls the same object. This holds the three together: every declared endpoint is served and
// documented, and the API serves nothing that is not declared.

/** The API reference itself (the OpenAPI plugin's own routes), which describes the rest. */
const API_REFERENCE = ['GET /api/openapi.json', 'GET /api/docs/', 'GET /api/docs/js/scalar.js'];

const key = (method: string, url: string) => `${method} ${url}`;
const declared = allEndpoints.map((endpoint) => key(endpoint.method, endpoint.path));

/** What the app serves, without the HEAD twin Fastify adds to every GET. */
function served(t: TestApp): string[] {
  return t.app.routesServed.flatMap((route) =>
    [route.method].flat().flatMap((method) => (method === 'HEAD' ? [] : [key(method, route.url)])),
  );
}

describe('the declared endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are each declared once', () => {
    expect(declared.length).toBeGreaterThan(120);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('are every one served, and the API serves nothing else', () => {
    const routes = served(t);
    expect(declared.filter((endpoint) => !routes.includes(endpoint))).toEqual([]);
    expect(routes.filter((route) => !declared.includes(route) && !API_REFERENCE.includes(route))).toEqual([]);
  });

  it('are what each route is registered from (serve), not a copy of their path and schemas', () => {
    const unregistered = t.app.routesServed.flatMap((route) => {
      const method = String([route.method].flat()[0]);
      if (method === 'HEAD' || API_REFERENCE.includes(key(method, route.url))) return [];
      const endpoint = allEndpoints.find((e) => e.method === method && e.path === route.url);
      return endpoint && route.config?.endpoint === endpoint ? [] : [key(method, route.url)];
    });
    expect(unregistered).toEqual([]);
  });

  it('are in the OpenAPI document with their method, except the hidden files', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>().paths;
    const missing = allEndpoints
      .filter((endpoint) => !endpoint.hidden)
      .filter((endpoint) => {
        const openapiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
        return !paths[openapiPath]?.[endpoint.method.toLowerCase()];
      })
      .map((endpoint) => key(endpoint.method, endpoint.path));
    expect(missing).toEqual([]);
    // Every operation names its answers, those without a JSON body too (OpenAPI needs at least one).
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const silent = operations.filter(
      ({ operation }) => Object.keys((operation as { responses?: object }).responses ?? {}).length === 0,
    );
    expect(silent.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(paths['/api/cards/{id}']?.delete).toMatchObject({
      responses: { 204: { description: 'Geen inhoud' } },
    });
    expect(paths['/api/transactions.csv']?.get).toMatchObject({
      responses: { 200: { content: { 'application/octet-stream': { schema: { format: 'binary' } } } } },
    });
    const hidden = allEndpoints.filter((endpoint) => endpoint.hidden);
    for (const endpoint of hidden) {
      expect(paths[endpoint.path.replace(/:(\w+)/g, '{$1}')], endpoint.path).toBeUndefined();
    }
  });
});

describe('with a web build', () => {
  it('serves the build’s files beside the endpoints, and nothing else', async () => {
    const files = ['index.html', 'assets/app-1a2b3c.js', 'manifest.webmanifest'];
    const dist = await writeWebBuild(Object.fromEntries(files.map((file) => [file, `${file}\n`])));
    const t = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const extra = served(t).filter((route) => !declared.includes(route) && !API_REFERENCE.includes(route));
      expect(extra.sort()).toEqual(files.map((file) => `GET /${file}`).sort());
    } finally {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
