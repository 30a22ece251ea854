// Rules for CMS pages that the API, the admin editor and the public page share: slugs, layouts, media and
// the content policy (which HTML survives the sanitisers on both sides). Plain data, no zod.
import { SITE_NAME } from '../common/public-pages.ts';

export const SITE_PAGE_LAYOUTS = ['standard', 'overview'] as const;
export type SitePageLayout = (typeof SITE_PAGE_LAYOUTS)[number];

export const SLUG_MIN = 2;
export const SLUG_MAX = 80;
/** Lower-case letters, digits and single hyphens between them: `hoe-werkt-de-tankpas`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const sitePageMessages = {
  notFound: 'Pagina niet gevonden (404)',
  loadFailed: 'Kon pagina niet laden',
  slugTaken: 'Deze slug is al in gebruik door een andere pagina.',
  slugFormat: 'Gebruik kleine letters, cijfers en losse streepjes (bijv. hoe-werkt-de-tankpas).',
  slugLength: `Een slug heeft ${SLUG_MIN} tot ${SLUG_MAX} tekens.`,
  titleLength: 'Een titel heeft 2 tot 120 tekens.',
  mediaUrl: 'Gebruik een https-adres of een pad op deze site (begint met /).',
  mediaCount: 'Maximaal 10 media-adressen.',
  contentLength: 'De inhoud is te lang (maximaal 100.000 tekens).',
  layout: 'Kies de indeling standaard of overzicht.',
} as const;

/** "Hoe werkt de prepaid tankpas?" → "hoe-werkt-de-prepaid-tankpas": the editor's suggestion from the title. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Spec §2: the KPI strip shows when the slug or the title contains 'overzicht' or the layout is overview. */
export function showsKpiStrip(page: { slug: string; title: string; layout?: string | null }): boolean {
  return (
    page.layout === 'overview' ||
    page.slug.toLowerCase().includes('overzicht') ||
    page.title.toLowerCase().includes('overzicht')
  );
}

/** Spec §3: media_url is one address or a list of them; the page shows each. */
export function mediaList(mediaUrl: string | readonly string[] | null | undefined): string[] {
  if (!mediaUrl) return [];
  return (typeof mediaUrl === 'string' ? [mediaUrl] : [...mediaUrl]).filter((url) => url.trim() !== '');
}

/** An mp4 plays in a video element; anything else is shown as an image. */
export function isVideoUrl(url: string): boolean {
  return /\.mp4(?:$|[?#])/i.test(url);
}

/** A media address a page may show: https (http only for localhost) or a path on this site. */
export function isAllowedMediaUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return !/[\s\\]/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.hostname === 'localhost');
  } catch {
    return false;
  }
}

// The content policy both sanitisers hold to (sanitize-html on the server, DOMPurify in the browser):
// text markup, links, images and video; no script, style, form, iframe or event handler; links and
// sources only to http(s), mailto, tel or this site.

export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'article',
  'figure',
  'figcaption',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'video',
  'source',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'abbr',
] as const;

// No class, id or style: page content must not take on the app's own styles (a "fixed inset-0" overlay)
// or clobber the DOM by id.
export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['title', 'lang', 'dir'],
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  video: ['src', 'controls', 'width', 'height', 'poster', 'preload', 'muted', 'loop', 'playsinline'],
  source: ['src', 'type'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** A URL attribute value the policy keeps: one of the schemes, or relative (no scheme at all). */
export function isAllowedContentUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so strip them first.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007F-\u009F]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme);
}

/** Spec §2: a CMS page's document title, "FuelLinq – {title}" (the SPA's and the server's HTML alike). */
export function sitePageDocumentTitle(title: string): string {
  return `${SITE_NAME} – ${title}`;
}
