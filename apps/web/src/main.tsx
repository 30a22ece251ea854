// First: zod must be told before any schema is built (see the module).
import './lib/zod-jitless.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { meQueryOptions } from './features/auth/api/auth-api.ts';
import { savingQueryOptions } from './features/dashboard/api/insights-queries.ts';
import { startOfflineCopies } from './lib/offline-copy.ts';
import { readPageData } from './lib/page-data.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { getSession } from './lib/session.ts';
import { startTheme } from './lib/theme.ts';
import './index.css';

startTheme();
startOfflineCopies();
registerServiceWorker();

readPageData();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

const queryClient = createQueryClient();
// A signed-in page asks who is signed in first thing: sent now, beside the page's own code, not after it.
if (getSession().token) {
  void queryClient.prefetchQuery(meQueryOptions());
  // The overview's largest figure, the saving tile's, waits for this answer: asked for with the entry too.
  if (window.location.pathname === '/app') void queryClient.prefetchQuery(savingQueryOptions());
}

const app = (
  <AppRoot client={queryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);

/**
 * The server draws a page as a visitor sees it (entry-server.tsx). A visitor's browser takes that over as it
 * is (hydration: no element is made again); a signed-in user's page differs (its menu, its buttons), so it
 * is drawn anew. Should a visitor's still differ somewhere, React draws that part anew and goes on.
 */
function mount(container: HTMLElement) {
  if (container.hasChildNodes() && !getSession().token) {
    // As a transition, React takes the page over in slices and lets the browser answer a tap in between:
    // the page is on screen already, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Pagina opnieuw getekend in de browser:', error),
      });
    });
  } else {
    // A signed-in page is drawn by the browser (a large tree: the app's menu and the overview's blocks); as a
    // transition, in slices, so a tap is answered in between.
    const fresh = createRoot(container);
    startTransition(() => fresh.render(app));
  }
}

// React draws once the router has loaded the page's own code (its lazy route modules). Before that it could
// draw only an empty frame: a page the server drew would be swapped for it for a moment, and on a signed-in
// page React Router warns in the console that no HydrateFallback is given, on every start.
if (!router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount(root);
  });
} else {
  mount(root);
}
