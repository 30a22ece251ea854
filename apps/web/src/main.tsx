// First: zod must be told before any schema is built (see the module).
import './lib/zod-jitless.ts';
import { type ReactNode, startTransition } from 'react';
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
const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

const queryClient = createQueryClient();
// A signed-in page asks who is signed in first thing: sent now, beside the page's own code, not after it.
if (getSession().token) {
  void queryClient.prefetchQuery(meQueryOptions());
  // The overview's largest figure, the saving tile's, waits for this answer: asked for with the entry too.
  if (window.location.pathname === '/app') void queryClient.prefetchQuery(savingQueryOptions());
}

/**
 * The server draws a page as a visitor sees it (entry-server.tsx). A visitor's browser takes that over as it
 * is (hydration: no element is made again); a signed-in user's page differs (its menu, its buttons), so it
 * is drawn anew. Should a visitor's still differ somewhere, React draws that part anew and goes on.
 */
function mount(container: HTMLElement, app: ReactNode) {
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

/** The router, and React once the router has loaded the page's own code (its lazy route modules). */
function start(container: HTMLElement) {
  const router = createBrowserRouter(routes);
  const app = (
    <AppRoot client={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // Before the router is ready React could draw only an empty frame: a page the server drew would be swapped
  // for it for a moment, and on a signed-in page React Router warns in the console that no HydrateFallback is
  // given, on every start.
  if (!router.state.initialized) {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      mount(container, app);
    });
  } else {
    mount(container, app);
  }
}

// The router is made in a task of its own, after the first requests have gone out. The entry's first task (the
// libraries' own code, the theme, those requests) then ends sooner, and the browser can paint and answer a tap
// in between: one long task at the start becomes two shorter ones (bench/README.md, Lighthouse).
setTimeout(() => start(root), 0);
