import type { PageData } from '@fuellinq/domain/common/page-data';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setPageData } from './lib/page-data.ts';

// The server's render of a page (built by `vite build --ssr`, run by apps/api/src/plugins/spa.ts): the HTML
// the browser's own first render will draw, so the page is on screen before its script has arrived.

const handler = createStaticHandler(routes);

/**
 * The HTML of the app's root for `path` as a visitor sees it, drawn from `data` (the API answers the page
 * starts from, which the browser gets too); undefined for a path that redirects or fails. Effects do not run
 * here: what waits for the browser (a visitor's location, a map, anything not in `data`) shows its
 * placeholder, as in the browser's first render.
 */
export async function renderPage(path: string, data: PageData): Promise<string | undefined> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString runs in one go, so no other render can see this page's answers.
  setPageData(data);
  try {
    return renderToString(
      <AppRoot client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
  } finally {
    setPageData(undefined);
  }
}
