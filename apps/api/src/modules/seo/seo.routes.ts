import type { FastifyInstance } from 'fastify';
import { stationPages, stationsChanged } from '../stations/stations.service.ts';
import { createSeoService, publicPageEntries, type SitemapSource } from './seo.service.ts';

/**
 * What search engines read: `/robots.txt` and `/sitemap.xml` with the public pages and the page of every
 * active station. CMS pages join the sitemap as one more source: a function in the pages module's service
 * that lists the published ones (`{ path: '/page/{slug}', lastModified }`), added to `sources` below, with
 * its change event emptying the cache as `stationsChanged` does.
 */
export async function seoRoutes(app: FastifyInstance) {
  const sources: SitemapSource[] = [publicPageEntries, () => stationPages(app.db)];
  const service = createSeoService({ publicUrl: app.config.publicUrl, sources });
  app.events.on(stationsChanged, () => service.forget());

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(service.robots()),
  );
}
