import { DEMO_BANNER_ELEMENT_ID, DEMO_BANNER_TEXT } from '@fuellinq/domain/common/demo-mode';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@fuellinq/domain/common/page-data';
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

const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** JSON inside a `<script>` element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page the server rendered: its HTML in the root, the answers it was drawn from beside it (`PageData`),
 * and its code asked for only after the first paint (the web app's public/boot.js), so the browser shows the
 * page as soon as the HTML and the styles are in. Vite's entry script and its module preloads become the
 * boot script's list, with the page's own chunks.
 */
function withRenderedPage(
  html: string,
  rendered: { html: string; data: PageData },
  chunks: string[],
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...chunks];
  const boot = `<script async src="/boot.js" data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `\n    ${boot}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(rendered.data)}</script>\n    <div id="root">${rendered.html}</div>`,
    );
}

// Dark text on amber (contrast 10:1), in the page's flow above the app, whatever the brand theme says: a
// warning no theme can hide, that covers nothing and wraps on a narrow screen. Inline, as it comes before
// any style sheet of the build may (the Content-Security-Policy allows inline styles).
const DEMO_BANNER_STYLE = [
  'background:#ffe08a',
  'color:#1f1a00',
  'border-bottom:1px solid #8a6d00',
  'padding:0.375rem 1rem',
  'text-align:center',
  'font-size:0.875rem',
  'line-height:1.25rem',
  'font-weight:600',
].join(';');

/**
 * While a demo feature is on (config.ts, `demoFeatures`): the banner first in the body, outside the app's
 * root, so it is on every page (public, app, partner, admin) from the first paint, and neither the server's
 * render nor the browser's draws or removes it. `role="status"`: read out, and a region of its own.
 */
function withDemoBanner(html: string): string {
  const banner = `<div id="${DEMO_BANNER_ELEMENT_ID}" role="status" style="${DEMO_BANNER_STYLE}">${escapeAttribute(DEMO_BANNER_TEXT)}</div>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}\n    ${banner}`);
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
    /** The page as the server rendered it (server-render.ts): its root's HTML and the answers it was drawn from. */
    rendered?: { html: string; data: PageData } | undefined;
    /** A demo feature is on: the page says no real money moves here. */
    demoBanner?: boolean | undefined;
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
  if (options.demoBanner) html = withDemoBanner(html);
  if (options.rendered) return withRenderedPage(html, options.rendered, options.modulePreload ?? []);
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
