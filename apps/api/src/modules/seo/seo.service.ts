import { PUBLIC_PAGES } from '@fuellinq/domain/common/public-pages';
import { escapeXml } from '../../lib/xml.ts';

/** One address of the sitemap: a path on this site and, when known, when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | undefined;
}

/** Where sitemap addresses come from: the public pages, the station pages, later the CMS pages. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** The spec §2 public pages, in the order of the list. */
export const publicPageEntries: SitemapSource = () =>
  Promise.resolve(PUBLIC_PAGES.map((page) => ({ path: page.path })));

/**
 * Areas a search engine has no business in: signed-in screens, one-time links (reset, pass and bank pages
 * carry tokens) and the JSON API. `/api` itself, the page about the API, stays open (`/api/` is the JSON).
 */
export const DISALLOWED_PATHS = [
  '/app',
  '/partner',
  '/admin',
  '/onboarding',
  '/api/',
  '/me',
  '/pass/',
  '/bank/',
  '/reset',
  '/account-verwijderd',
];

export interface SeoServiceDeps {
  /** PUBLIC_URL without a trailing slash: sitemaps name absolute addresses. */
  publicUrl: string;
  sources: SitemapSource[];
  /** How long a built sitemap is reused (it lists every station, so it is not built per request). */
  cacheMs?: number;
  now?: () => number;
}

export function createSeoService({
  publicUrl,
  sources,
  cacheMs = 10 * 60_000,
  now = Date.now,
}: SeoServiceDeps) {
  let cached: { at: number; xml: Promise<string> } | undefined;

  async function buildSitemap(): Promise<string> {
    const lists = await Promise.all(sources.map((source) => source()));
    const seen = new Set<string>();
    const urls = lists.flat().flatMap((entry) => {
      if (seen.has(entry.path)) return [];
      seen.add(entry.path);
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return [`<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`];
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  return {
    /** GET /sitemap.xml (sitemaps.org 0.9): every public page, station page and published CMS page. */
    sitemap(): Promise<string> {
      if (!cached || now() - cached.at > cacheMs) {
        const xml = buildSitemap();
        cached = { at: now(), xml };
        xml.catch(() => (cached = undefined));
      }
      return cached.xml;
    },

    /** Something changed that the sitemap lists (a station, a page): build it afresh next time. */
    forget(): void {
      cached = undefined;
    },

    /** GET /robots.txt: everything public may be crawled; the sitemap is named with its full address. */
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
