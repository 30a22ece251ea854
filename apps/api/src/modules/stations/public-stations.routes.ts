import { stationErrorMessages } from '@fuellinq/domain';
import { stationEndpoints } from '@fuellinq/domain/stations/station.endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { brandLogoSvg, INDEPENDENT_SLUG } from './brand-logo.ts';
import type { StationsService } from './stations.service.ts';

/**
 * Sends an answer that is JSON already (UTF-8 bytes, checked against its schema in tests): the feed, the
 * search and the favourites are serialised by their service, and the cache keeps them so.
 */
export function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Cached for a day by browsers and proxies: our own artwork changes with a release at most. */
const SVG_CACHE = 'public, max-age=86400';

/** The public station routes: feed, search, a station's page, its price history, brands and their logos. */
export async function publicStationRoutes(app: FastifyInstance, options: { service: StationsService }) {
  const { service } = options;
  const rateLimit = { max: app.config.RATE_LIMIT_STATIONS_PER_IP, timeWindow: 60_000 };

  serve(app, stationEndpoints.feed, { config: { rateLimit } }, async (request, reply) =>
    sendJson(reply, await service.publicFeed(request.query)),
  );

  serve(app, stationEndpoints.search, { config: { rateLimit } }, async (request, reply) =>
    sendJson(reply, await service.search(request.query)),
  );

  serve(app, stationEndpoints.nationalAverage, {}, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return service.nationalAverage(request.query.days);
  });

  serve(app, stationEndpoints.detail, { config: { rateLimit } }, async (request) =>
    service.detail(request.params.id),
  );

  serve(app, stationEndpoints.priceHistory, { config: { rateLimit } }, async (request) =>
    service.history(request.params.id, request.query.fuel, request.query.days),
  );

  serve(app, stationEndpoints.brands, {}, async () => ({ items: await service.brands() }));

  serve(app, stationEndpoints.brandLogo, {}, async (request, reply) => {
    const { slug } = request.params;
    const mark = slug === INDEPENDENT_SLUG ? null : await service.brandMark(slug);
    if (mark === undefined) throw new AppError('not_found', { message: stationErrorMessages.unknownBrand });
    return reply.type('image/svg+xml').header('cache-control', SVG_CACHE).send(brandLogoSvg(mark));
  });
}
