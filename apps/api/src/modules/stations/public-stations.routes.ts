import {
  BrandListResponseSchema,
  BrandParamsSchema,
  IdParamsSchema,
  NationalAverageQuerySchema,
  NationalAverageSchema,
  PriceHistoryQuerySchema,
  PriceHistoryResponseSchema,
  PublicStationsQuerySchema,
  PublicStationsResponseSchema,
  StationDetailSchema,
  stationErrorMessages,
  StationSearchQuerySchema,
  StationSearchResponseSchema,
} from '@fuellinq/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
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
export async function publicStationRoutes(fastify: FastifyInstance, options: { service: StationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  const rateLimit = { max: app.config.RATE_LIMIT_STATIONS_PER_IP, timeWindow: 60_000 };

  app.get(
    '/api/partner/public/stations',
    {
      schema: {
        tags: ['stations'],
        summary: 'Publieke stationsfeed: tekst, brandstof en straal rond een positie (dichtstbij eerst)',
        querystring: PublicStationsQuerySchema,
        response: { 200: PublicStationsResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => sendJson(reply, await service.publicFeed(request.query)),
  );

  app.get(
    '/api/stations/search',
    {
      schema: {
        tags: ['stations'],
        summary: 'Stations zoeken: goedkoopst, acties of dichtstbij',
        querystring: StationSearchQuerySchema,
        response: { 200: StationSearchResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => sendJson(reply, await service.search(request.query)),
  );

  app.get(
    '/api/prices/national-average',
    {
      schema: {
        tags: ['stations'],
        summary: 'Landelijk gemiddelde Euro95 per dag (Bron: CBS), met de echte data',
        querystring: NationalAverageQuerySchema,
        response: { 200: NationalAverageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.nationalAverage(request.query.days);
    },
  );

  app.get(
    '/api/stations/:id',
    {
      schema: {
        tags: ['stations'],
        summary: 'Eén tankstation met alle prijzen en hun leeftijd, acties en openingstijden',
        params: IdParamsSchema,
        response: { 200: StationDetailSchema },
      },
      config: { rateLimit },
    },
    async (request) => service.detail(request.params.id),
  );

  app.get(
    '/api/stations/:id/prices/history',
    {
      schema: {
        tags: ['stations'],
        summary: 'Prijsgeschiedenis van één brandstof, met het landelijk gemiddelde ernaast',
        params: IdParamsSchema,
        querystring: PriceHistoryQuerySchema,
        response: { 200: PriceHistoryResponseSchema },
      },
      config: { rateLimit },
    },
    async (request) => service.history(request.params.id, request.query.fuel, request.query.days),
  );

  app.get(
    '/api/brands',
    {
      schema: {
        tags: ['stations'],
        summary: 'Alle merken met hun logo',
        response: { 200: BrandListResponseSchema },
      },
    },
    async () => ({ items: await service.brands() }),
  );

  app.get(
    '/api/brands/:slug/logo.svg',
    {
      schema: {
        tags: ['stations'],
        summary: 'Ons eigen logo-merkje van een merk (SVG)',
        params: BrandParamsSchema,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const mark = slug === INDEPENDENT_SLUG ? null : await service.brandMark(slug);
      if (mark === undefined) throw new AppError('not_found', { message: stationErrorMessages.unknownBrand });
      return reply.type('image/svg+xml').header('cache-control', SVG_CACHE).send(brandLogoSvg(mark));
    },
  );
}
