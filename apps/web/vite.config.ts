import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
        },
      },
);
