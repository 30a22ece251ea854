import { seoEndpoints } from '@fuellinq/domain/common/seo.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { sitePageEntries, sitePagesChanged } from '../site-pages/site-pages.service.ts';
import { stationPages, stationsChanged } from '../stations/stations.service.ts';
import { createSeoService, publicPageEntries, type SitemapSource } from './seo.service.ts';

/**
 * What search engines read: `/robots.txt` and `/sitemap.xml` with the public pages, the page of every
 * active station and every published CMS page; a change to a station or a page builds the sitemap afresh.
 */
export async function seoRoutes(app: FastifyInstance) {
  const sources: SitemapSource[] = [
    publicPageEntries,
    () => stationPages(app.db),
    () => sitePageEntries(app.db),
  ];
  const service = createSeoService({ publicUrl: app.config.publicUrl, sources });
  app.events.on(stationsChanged, () => service.forget());
  app.events.on(sitePagesChanged, () => service.forget());

  serve(app, seoEndpoints.sitemap, {}, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap()),
  );

  serve(app, seoEndpoints.robots, {}, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(service.robots()),
  );
}
