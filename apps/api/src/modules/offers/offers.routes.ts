import multipart from '@fastify/multipart';
import {
  ArtParamsSchema,
  CreateOfferBodySchema,
  formatDecimal,
  IdParamsSchema,
  OfferImageResponseSchema,
  partnerMessages,
  PartnerOfferPageSchema,
  PartnerOfferSchema,
  PartnerOffersQuerySchema,
  UpdateOfferBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { partnerOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { isOfferArt, offerArtSvg } from './offer-art.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createOffersService, offerNotFound } from './offers.service.ts';

/** Cached for a day by browsers and proxies: our own artwork changes with a release at most. */
const ART_CACHE = 'public, max-age=86400';

/** "2 MB", "1,5 MB" or "512 KB": the upload limit as a person reads it. */
function sizeText(bytes: number): string {
  return bytes >= 1_048_576
    ? `${formatDecimal(Math.round((bytes / 1_048_576) * 10) / 10, bytes % 1_048_576 === 0 ? 0 : 1)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The partner's offers (create, update, end, delete) and their images; uploaded images and our own artwork
 * are public. Every change empties the public station answers, which show the running offers.
 */
export async function offerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOffersService({
    repository: createOffersRepository(app.db),
    onChange: () => app.events.emit(stationsChanged),
  });
  const maxBytes = app.config.OFFER_IMAGE_MAX_BYTES;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/api/partner/offers',
    {
      schema: {
        tags: ['partner'],
        summary: 'Mijn acties, met zoeken en pagina’s',
        querystring: PartnerOffersQuerySchema,
        response: { 200: PartnerOfferPageSchema },
      },
      config: partnerOnly,
    },
    async (request) => service.list(requireUser(request).id, request.query),
  );

  app.post(
    '/api/partner/offers',
    {
      schema: {
        tags: ['partner'],
        summary: 'Actie aanmaken, voor één station of al mijn stations',
        body: CreateOfferBodySchema,
        response: { 201: PartnerOfferSchema },
      },
      config: partnerOnly,
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.create(user.id, user.id, request.body));
    },
  );

  app.patch(
    '/api/partner/offers/:id',
    {
      schema: {
        tags: ['partner'],
        summary: 'Actie wijzigen of beëindigen (ended: true)',
        params: IdParamsSchema,
        body: UpdateOfferBodySchema,
        response: { 200: PartnerOfferSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      return service.update(user.id, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/partner/offers/:id',
    {
      schema: { tags: ['partner'], summary: 'Actie verwijderen', params: IdParamsSchema },
      config: partnerOnly,
    },
    async (request, reply) => {
      const user = requireUser(request);
      await service.remove(user.id, user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/partner/offers/images',
    {
      schema: {
        tags: ['partner'],
        summary: 'Afbeelding voor een actie uploaden (multipart, veld "image"; PNG, JPEG, GIF of WebP)',
        response: { 201: OfferImageResponseSchema },
      },
      config: { ...partnerOnly, rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', { message: partnerMessages.imageNotMultipart });
      }
      const file = await request.file();
      if (!file)
        throw new AppError('missing_fields', {
          message: partnerMessages.notAnImage,
          issues: [{ path: 'image', message: partnerMessages.notAnImage }],
        });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('payload_too_large', {
            message: partnerMessages.imageTooLarge(sizeText(maxBytes)),
          });
        }
        throw error;
      }
      return reply.status(201).send(await service.saveImage(user.id, data));
    },
  );

  app.get(
    '/api/offers/images/:id',
    { schema: { tags: ['stations'], summary: 'Een geüploade actie-afbeelding', params: IdParamsSchema } },
    async (request, reply) => {
      const image = await service.image(request.params.id);
      if (!image) throw offerNotFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(image.data);
    },
  );

  app.get(
    '/api/offers/art/:name',
    {
      schema: {
        tags: ['stations'],
        summary: 'Onze eigen afbeelding bij een actie (SVG)',
        params: ArtParamsSchema,
      },
    },
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '');
      if (!isOfferArt(name)) throw new AppError('not_found', { message: partnerMessages.unknownArt });
      return reply.type('image/svg+xml').header('cache-control', ART_CACHE).send(offerArtSvg(name));
    },
  );
}
