/**
 * Registers the service worker of the production build (vite.config.ts, docs/decisions/018-pwa-and-offline.md)
 * once the page has loaded, so it never competes with the first render. Development and tests run without one.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker niet geregistreerd:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
