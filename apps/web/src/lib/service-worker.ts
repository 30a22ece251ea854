/**
 * How long after the page's load the service worker is registered. On its first install it precaches the
 * whole app (vite.config.ts), about a hundred files; registered at the load itself, that download and its
 * writes ran while the page was still drawing its first screen and asking for its figures, on a phone's
 * slow connection and few cores (bench/README.md, Lighthouse: without it during the load, the overview's
 * largest paint came about 450 ms sooner).
 */
const SERVICE_WORKER_DELAY_MS = 3000;

/**
 * Registers the service worker of the production build (vite.config.ts, docs/decisions/018-pwa-and-offline.md)
 * once the page has loaded and settled, so it never competes with the first screen. Development and tests
 * run without one.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker niet geregistreerd:', error);
    });
  };
  // A browser without idle callbacks registers after the pause alone.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : register();
  const afterLoad = () => setTimeout(whenIdle, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
