import { DEFAULT_DESCRIPTION, documentTitle, publicPage } from '@fuellinq/domain/common/public-pages';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The address without query or fragment, without a trailing slash (except the root). */
export function canonicalPath(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : '/';
}

/** `<meta name="description" content="…">` and the like, across line breaks: the value is group 2. */
const tag = (element: 'meta' | 'link', key: string, valueAttribute: 'content' | 'href') =>
  new RegExp(`(<${element}\\s+${key}\\s+${valueAttribute}=")([^"]*)(")`);

/** Sets the value of the one tag `pattern` finds; a template without it stays as it is. */
function setValue(html: string, pattern: RegExp, value: (current: string) => string): string {
  return html.replace(
    pattern,
    (_match, before: string, current: string, after: string) =>
      before + escapeAttribute(value(current)) + after,
  );
}

/**
 * The SPA's index.html for one request: the public page's title and description (spec §2 pages; others
 * keep the defaults, and the SPA sets its own once it runs), and the canonical address, `og:url` and
 * `og:image` made absolute on PUBLIC_URL, as search engines and link previews want them. `documentTitle`: the
 * whole title of a page that is not one of the fixed public pages (a published CMS page).
 */
export function renderIndexHtml(
  template: string,
  options: {
    publicUrl: string;
    url: string;
    documentTitle?: string | undefined;
    /** Our own API addresses the page asks first: fetched while its script loads (`rel="preload"`). */
    preload?: string[] | undefined;
    /** The page's own code chunks, beyond the entry's (`rel="modulepreload"`, as Vite writes its own). */
    modulePreload?: string[] | undefined;
  },
): string {
  const path = canonicalPath(options.url);
  const page = publicPage(path);
  const title = options.documentTitle ?? documentTitle(page?.title);
  const description = page?.description ?? DEFAULT_DESCRIPTION;
  const address = `${options.publicUrl}${path}`;
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`);
  html = setValue(html, tag('meta', 'name="description"', 'content'), () => description);
  html = setValue(html, tag('meta', 'property="og:title"', 'content'), () => title);
  html = setValue(html, tag('meta', 'property="og:description"', 'content'), () => description);
  html = setValue(html, tag('link', 'rel="canonical"', 'href'), () => address);
  html = setValue(html, tag('meta', 'property="og:url"', 'content'), () => address);
  html = setValue(html, tag('meta', 'property="og:image"', 'content'), (image) =>
    image.startsWith('/') ? options.publicUrl + image : image,
  );
  const links = [
    ...(options.modulePreload ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    // As the web app's client asks (credentials included), so the browser hands it this very response.
    ...(options.preload ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="use-credentials" />`,
    ),
  ];
  if (links.length) html = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  return html;
}
