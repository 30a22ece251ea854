/**
 * A path on this site, or null: a `next` parameter, a payment's `return_path` or a checkout url is followed
 * inside the app only when it is one. An absolute url of this very origin counts as its path; other origins
 * and protocol-relative urls (`//evil.example`) never do.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) {
    return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  }
  try {
    const url = new URL(value);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
