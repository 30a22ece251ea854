import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The installable app (docs/decisions/018-pwa-and-offline.md): the web manifest and a Workbox service worker
 * that precaches the built app shell. It never caches an API answer: offline, the app shows its own copy of
 * the last stations and cards (lib/offline-copy.ts), which a logout clears. Page requests go to the server
 * first (its index carries each page's title and description) and fall back to the precached shell offline.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // lib/service-worker.ts registers it after the page has loaded (no inline script: the CSP forbids them).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'FuelLinq',
    short_name: 'FuelLinq',
    description:
      'Gratis digitale prepaid tankpas in je Apple of Google Wallet. Vergelijk tankstations op prijs, acties en afstand.',
    lang: 'nl',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f5f7f6',
    theme_color: '#0b3d2e',
    categories: ['finance', 'navigation', 'travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The link preview's picture is for crawlers, not for the app.
    globIgnores: ['og-image.png'],
    cleanupOutdatedCaches: true,
    // Web Push: showing a price alert and opening its page on a click (public/push-sw.js, decision 026).
    importScripts: ['/push-sw.js'],
    // A new release takes over at once, and the first visit is offline-ready without a reload.
    skipWaiting: true,
    clientsClaim: true,
    // Pages: the server's answer when online; offline, the precached shell (the SPA routes from there).
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/') && url.pathname !== '/me',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Station logos, offer pictures and map markers of this site: public, the same for everyone.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'fl-images',
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/** The source module at a path of this app, as the bundler names it. */
const source = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * What the signed-in overview loads (issue 26): the app's layout, the overview page and the header's signed-in
 * part (organisations, notifications), which the entry loads lazily, for a signed-in person only.
 */
const SIGNED_IN_ROOTS = [
  'src/app/layouts/app-layout.tsx',
  'src/features/dashboard/pages/overview-page.tsx',
  'src/app/layouts/header-extras.tsx',
].map(source);
/**
 * Lazy imports a visitor never follows: the router's pages (sorted below), the parts of the header and the
 * station page that only a signed-in person loads, and the answer check of development builds.
 */
const NEVER_FOR_VISITORS = [
  'src/app/router.tsx',
  'src/app/layouts/header-extras.tsx',
  'src/features/stations/components/signed-in-refuel-button.tsx',
  '../../packages/domain/src/api/answer-check.ts',
].map(source);
/**
 * A visitor's pages, lazily loaded (app/router.tsx): the public pages, a station page and a CMS page, which
 * must load nothing of the signed-in app, and the sign-in, onboarding, pass and invitation pages, which share
 * forms and contracts with it.
 */
const VISITOR_PAGES =
  /[\\/]src[\\/]features[\\/](public[\\/]pages[\\/]|site-pages[\\/]pages[\\/]cms-page|stations[\\/]pages[\\/]station-page)/;
const SIGN_IN_PAGES = /[\\/]src[\\/]features[\\/](auth|onboarding|cards|fleet)[\\/]pages[\\/]index\.ts$/;

const SIGNED_IN_CHUNK = 'app-signed-in';
const SHARED_CHUNK = 'app-shared';

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/**
 * The chunk of each module the signed-in overview needs beyond the entry: `app-signed-in` for what only the
 * signed-in app loads, `app-shared` for what the sign-in, onboarding, pass and invitation pages load too.
 * Left out (to the bundler's own chunks): whatever a public page, a station page or the entry's own lazy
 * parts (the landing page's map…) load, so those pages load no more than before. Two chunks instead of 40
 * small ones, which on a phone's slow connection came six at a time, each a round trip, before the
 * overview's first paint (bench/README.md, Lighthouse).
 */
function signedInChunks(graph: ModuleGraph): Map<string, string> {
  const reach = (roots: Iterable<string>, dynamic: boolean) => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || (dynamic && NEVER_FOR_VISITORS.includes(id))) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
    }
    return seen;
  };
  const router = source('src/app/router.tsx');
  const entry = reach([source('src/main.tsx')], false);
  // The entry's own lazy parts (not the router's lazy pages), and the visitor's pages, with all they load.
  const lazyOfEntry = [...entry]
    .filter((id) => id !== router)
    .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const routerLazy = graph.getModuleInfo(router)?.dynamicallyImportedIds ?? [];
  const visitor = reach([...lazyOfEntry, ...routerLazy.filter((id) => VISITOR_PAGES.test(id))], true);
  const signIn = reach(
    routerLazy.filter((id) => SIGN_IN_PAGES.test(id)),
    true,
  );
  const chunks = new Map<string, string>();
  for (const id of reach(SIGNED_IN_ROOTS, false)) {
    if (entry.has(id) || visitor.has(id)) continue;
    chunks.set(id, signIn.has(id) ? SHARED_CHUNK : SIGNED_IN_CHUNK);
  }
  return chunks;
}

let signedIn: Map<string, string> | undefined;

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): the browser compiles every
 * function of a chunk on a background thread while the chunk downloads, instead of each on the main thread
 * the first time it is called. For the code that runs as a page starts: the entry, and the signed-in
 * overview's two chunks. At Lighthouse's 4× slowdown the entry's evaluation and the blocking time after it
 * fell by about a fifth (bench/README.md, Lighthouse). Added after minifying, which drops comments.
 */
function compileHint(chunk: { name: string; isEntry: boolean }): string {
  const atStart = chunk.isEntry || chunk.name === SIGNED_IN_CHUNK || chunk.name === SHARED_CHUNK;
  return atStart ? '//# allFunctionsCalledOnLoad' : '';
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server's render of a page (src/entry-server.tsx), run by the API in Node: no styles, no service
        // worker. Our domain package is bundled in (its sources are TypeScript); libraries load from node_modules.
        plugins: [react()],
        publicDir: false,
        ssr: { noExternal: ['@fuellinq/domain'] },
        // Inside dist/ under a dot folder, which the server never hands out as a file.
        build: { target: 'node24', outDir: 'dist/.server', emptyOutDir: true, sourcemap: true },
      }
    : {
        plugins: [react(), tailwindcss(), pwa],
        server: {
          port: 5173,
          proxy: { '/api': apiTarget, '/me': apiTarget },
        },
        build: {
          target: 'es2022',
          sourcemap: true,
          reportCompressedSize: false,
          // dist/.vite/manifest.json: the server reads which chunks a page's route needs, to preload them in
          // the page's HTML (apps/api/src/plugins/route-chunks.ts).
          manifest: true,
          rolldownOptions: {
            output: {
              postBanner: compileHint,
              codeSplitting: {
                groups: [
                  {
                    name: (id, graph) => (signedIn ??= signedInChunks(graph)).get(id) ?? null,
                    // Their imports outside the groups stay where they are (the entry's, a public page's):
                    // pulled in, a public page would load a signed-in chunk.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      },
);
