/** The API's origin: VITE_API_BASE from the build, else the page's own origin (spec §7, "local fallback"). */
export function apiBase(): string {
  const configured = import.meta.env.VITE_API_BASE?.trim();
  if (configured) return configured.replace(/\/$/, '');
  return window.location.origin;
}
