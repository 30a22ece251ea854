import multipart from '@fastify/multipart';
import { formatDecimal, messageFor, partnerMessages } from '@fuellinq/domain';
import { partnerEndpoints } from '@fuellinq/domain/stations/partner.endpoints';
import { stationEndpoints } from '@fuellinq/domain/stations/station.endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { partnerOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { isOfferArt, offerArtSvg } from './offer-art.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createOffersService, offerNotFound } from './offers.service.ts';

/**
 * An upload the multipart parser cannot read (no boundary, a body cut off halfway): busboy throws plain errors
 * for these, so anything but our own refusal is the caller's broken upload, not a bug.
 */
function unreadable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('broken_upload', { issues: [{ path: 'image', message: messageFor('broken_upload') }] });
}

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
export async function offerRoutes(app: FastifyInstance) {
  const service = createOffersService({
    repository: createOffersRepository(app.db),
    onChange: () => app.events.emit(stationsChanged),
  });
  const maxBytes = app.config.OFFER_IMAGE_MAX_BYTES;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });

  serve(app, partnerEndpoints.offers, { config: partnerOnly }, async (request) =>
    service.list(requireUser(request).id, request.query),
  );

  serve(app, partnerEndpoints.createOffer, { config: partnerOnly }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await service.create(user.id, user.id, request.body));
  });

  serve(app, partnerEndpoints.updateOffer, { config: partnerOnly }, async (request) => {
    const user = requireUser(request);
    return service.update(user.id, user.id, request.params.id, request.body);
  });

  serve(app, partnerEndpoints.removeOffer, { config: partnerOnly }, async (request, reply) => {
    const user = requireUser(request);
    await service.remove(user.id, user.id, request.params.id);
    return reply.status(204).send();
  });

  serve(
    app,
    partnerEndpoints.uploadOfferImage,
    { config: { ...partnerOnly, rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', { message: partnerMessages.imageNotMultipart });
      }
      const file = await request.file().catch(unreadable);
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
        return unreadable(error);
      }
      return reply.status(201).send(await service.saveImage(user.id, data));
    },
  );

  serve(app, stationEndpoints.offerImage, {}, async (request, reply) => {
    const image = await service.image(request.params.id);
    if (!image) throw offerNotFound();
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(image.data);
  });

  serve(app, stationEndpoints.offerArt, {}, async (request, reply) => {
    const name = request.params.name.replace(/\.svg$/, '');
    if (!isOfferArt(name)) throw new AppError('not_found', { message: partnerMessages.unknownArt });
    return reply.type('image/svg+xml').header('cache-control', ART_CACHE).send(offerArtSvg(name));
  });
}
