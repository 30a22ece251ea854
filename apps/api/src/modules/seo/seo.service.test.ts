import { describe, expect, it } from 'vitest';
import { createSeoService, type SitemapSource } from './seo.service.ts';

describe('the sitemap', () => {
  it('names each address once, escaped, and reuses a built sitemap until it expires or is forgotten', async () => {
    let reads = 0;
    let clock = 0;
    const pages: SitemapSource = () => {
      reads += 1;
      return Promise.resolve([
        { path: '/' },
        { path: '/page/a&b', lastModified: '2026-03-02T10:15:00.000Z' },
        { path: '/' },
      ]);
    };
    const seo = createSeoService({
      publicUrl: 'https://x.nl',
      sources: [pages],
      cacheMs: 1000,
      now: () => clock,
    });
    const xml = await seo.sitemap();
    expect(xml).toContain(
      '<url><loc>https://x.nl/</loc></url>\n<url><loc>https://x.nl/page/a&amp;b</loc><lastmod>2026-03-02T10:15:00.000Z</lastmod></url>\n</urlset>',
    );
    await seo.sitemap();
    expect(reads).toBe(1);
    clock = 1001;
    await seo.sitemap();
    expect(reads).toBe(2);
    seo.forget();
    await seo.sitemap();
    expect(reads).toBe(3);
  });

  it('tries again after a failed read instead of keeping the failure', async () => {
    let fail = true;
    const seo = createSeoService({
      publicUrl: 'https://x.nl',
      sources: [async () => (fail ? Promise.reject(new Error('database down')) : [{ path: '/' }])],
    });
    await expect(seo.sitemap()).rejects.toThrow('database down');
    fail = false;
    await expect(seo.sitemap()).resolves.toContain('<loc>https://x.nl/</loc>');
  });
});
