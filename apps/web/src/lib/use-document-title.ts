import { DEFAULT_DESCRIPTION, documentTitle } from '@fuellinq/domain/common/public-pages';
import { useEffect } from 'react';

/** Sets a `<meta>` of the head, adding it when the page has none. */
function setMeta(key: 'name' | 'property', name: string, value: string) {
  const element = document.head.querySelector(`meta[${key}="${name}"]`);
  if (element) {
    element.setAttribute('content', value);
    return;
  }
  const created = document.createElement('meta');
  created.setAttribute(key, name);
  created.setAttribute('content', value);
  document.head.append(created);
}

/** The document title names the page: "Inloggen – FuelLinq"; link previews read the same (og:title). */
export function useDocumentTitle(title: string | undefined) {
  useExactDocumentTitle(documentTitle(title));
}

/** A document title written out in full, for a page whose title the spec words otherwise (CMS pages). */
export function useExactDocumentTitle(text: string) {
  useEffect(() => {
    document.title = text;
    setMeta('property', 'og:title', text);
  }, [text]);
}

/** The page's description for search results and link previews; the site's own once the page goes. */
export function useDocumentDescription(description: string) {
  useEffect(() => {
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    return () => {
      setMeta('name', 'description', DEFAULT_DESCRIPTION);
      setMeta('property', 'og:description', DEFAULT_DESCRIPTION);
    };
  }, [description]);
}

/**
 * The site's public address: the origin of the canonical link in the page as the server sent it (PUBLIC_URL;
 * index.html's own placeholder under the development server), else this page's own origin.
 */
function siteOrigin(): string {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return new URL(href ?? '/', window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * The canonical address of the page at `pathname` (no query: /demo?audience=business is /demo), in the
 * canonical link and og:url. Set by the root layout on every route change.
 */
export function useCanonicalUrl(pathname: string) {
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const url = `${siteOrigin()}${path}`;
    let link = document.head.querySelector('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.setAttribute('rel', 'canonical');
      document.head.append(link);
    }
    link.setAttribute('href', url);
    setMeta('property', 'og:url', url);
  }, [pathname]);
}
