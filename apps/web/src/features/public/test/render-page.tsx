import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { type FakeResponse, fakeApi, renderRoutes } from '../../../test/render.tsx';

/**
 * A public page at `path` (with its query) inside a main landmark, as the public layout places it, with the
 * map's config answered. The layout, the document head and the routes are the app's: see app/public-routes.
 */
export function renderPage(path: string, Page: ComponentType, answers: Record<string, FakeResponse> = {}) {
  const api = fakeApi({ 'GET /api/config': { status: 200, body: { map_tile_url: 'off' } }, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  const pathname = path.split('?')[0]!;
  const routes = [
    {
      path: pathname,
      element: (
        <main id="inhoud">
          <Page />
        </main>
      ),
    },
  ];
  return { ...renderRoutes(routes, path), api };
}
