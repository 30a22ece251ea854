import {
  type CreateOfferBodySchema,
  type OfferImageResponse,
  type OfferStatus,
  type PartnerOffer,
  type PartnerOfferPage,
  partnerMessages,
  type UpdateOfferBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { sniffImageType } from './image-type.ts';
import type { OffersRepository, OfferValues } from './offers.repository.ts';

type CreateOffer = z.output<typeof CreateOfferBodySchema>;
type UpdateOffer = z.output<typeof UpdateOfferBodySchema>;

export const offerNotFound = () => notFound(partnerMessages.offerNotFound);

export interface OffersServiceDeps {
  repository: OffersRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
  now?: () => Date;
}

type OfferRow = NonNullable<Awaited<ReturnType<OffersRepository['get']>>>;

export function offerStatus(offer: OfferRow['offer'], now: Date): OfferStatus {
  if (offer.endedAt) return 'ended';
  if (offer.validFrom > now) return 'scheduled';
  if (offer.validUntil && offer.validUntil <= now) return 'expired';
  return 'active';
}

export function createOffersService({ repository, onChange, now = () => new Date() }: OffersServiceDeps) {
  function toPartnerOffer({ offer, stationTitle }: OfferRow): PartnerOffer {
    return {
      id: offer.id,
      title: offer.title,
      subtitle: offer.subtitle,
      badge: offer.badge,
      image_url: offer.imageUrl,
      price_cents: offer.priceCents,
      valid_from: isoTime(offer.validFrom),
      valid_until: offer.validUntil ? isoTime(offer.validUntil) : null,
      ended_at: offer.endedAt ? isoTime(offer.endedAt) : null,
      status: offerStatus(offer, now()),
      station_id: offer.stationId,
      station_title: stationTitle,
      demo: offer.isDemo,
      created_at: isoTime(offer.createdAt),
      updated_at: isoTime(offer.updatedAt),
    };
  }

  async function load(partnerId: string, id: string) {
    const row = await repository.get(partnerId, id);
    if (!row) throw offerNotFound();
    return toPartnerOffer(row);
  }

  /** The station must be the partner's own; an uploaded image too. */
  async function checkReferences(
    partnerId: string,
    body: { station_id?: string | null; image_url?: string | null },
  ) {
    if (body.station_id && !(await repository.isOwnStation(partnerId, body.station_id))) {
      throw new AppError('not_found', {
        message: partnerMessages.stationNotOwned,
        issues: [{ path: 'station_id', message: partnerMessages.chooseOwnStation }],
      });
    }
    const upload = body.image_url ? /^\/api\/offers\/images\/([0-9a-f-]{36})$/.exec(body.image_url) : null;
    if (upload?.[1] && (await repository.imageOwner(upload[1])) !== partnerId) {
      throw fieldError('image_url', 'validation_error', partnerMessages.uploadImageAgain);
    }
  }

  function values(body: Partial<CreateOffer>): Partial<OfferValues> {
    const out: Partial<OfferValues> = {};
    if (body.title !== undefined) out.title = body.title;
    if (body.subtitle !== undefined) out.subtitle = body.subtitle;
    if (body.badge !== undefined) out.badge = body.badge;
    if (body.image_url !== undefined) out.imageUrl = body.image_url;
    if (body.price_cents !== undefined) out.priceCents = body.price_cents;
    if (body.station_id !== undefined) out.stationId = body.station_id;
    if (body.valid_from !== undefined) out.validFrom = body.valid_from ? new Date(body.valid_from) : now();
    if (body.valid_until !== undefined) out.validUntil = body.valid_until ? new Date(body.valid_until) : null;
    return out;
  }

  return {
    async list(
      partnerId: string,
      query: { q?: string | undefined; status: OfferStatus | 'all'; page: number; per_page: number },
    ): Promise<PartnerOfferPage> {
      const { rows, total } = await repository.list(partnerId, {
        q: query.q,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
        now: now(),
      });
      return { items: rows.map(toPartnerOffer), total, page: query.page, per_page: query.per_page };
    },

    async create(partnerId: string, actorId: string, body: CreateOffer): Promise<PartnerOffer> {
      await checkReferences(partnerId, body);
      const start = body.valid_from ? new Date(body.valid_from) : now();
      if (body.valid_until && new Date(body.valid_until) <= start) {
        throw fieldError('valid_until', 'validation_error', partnerMessages.offerEndsBeforeStart);
      }
      const id = await repository.create(
        partnerId,
        { validFrom: now(), ...values(body), title: body.title },
        { actorUserId: actorId, action: 'offer.create', entity: 'offer', details: { title: body.title } },
      );
      await onChange();
      return load(partnerId, id);
    },

    async update(partnerId: string, actorId: string, id: string, body: UpdateOffer): Promise<PartnerOffer> {
      const current = await repository.get(partnerId, id);
      if (!current) throw offerNotFound();
      await checkReferences(partnerId, body);
      const change = values(body);
      const validFrom = change.validFrom ?? current.offer.validFrom;
      const validUntil = change.validUntil === undefined ? current.offer.validUntil : change.validUntil;
      if (validUntil && validUntil <= validFrom) {
        throw fieldError('valid_until', 'validation_error', partnerMessages.offerEndsBeforeStart);
      }
      if (body.ended !== undefined) change.endedAt = body.ended ? (current.offer.endedAt ?? now()) : null;
      await repository.update(partnerId, id, change, {
        actorUserId: actorId,
        action: body.ended === true ? 'offer.end' : 'offer.update',
        entity: 'offer',
        entityId: id,
        details: { fields: Object.keys(body) },
      });
      await onChange();
      return load(partnerId, id);
    },

    async remove(partnerId: string, actorId: string, id: string): Promise<void> {
      const removed = await repository.remove(partnerId, id, {
        actorUserId: actorId,
        action: 'offer.delete',
        entity: 'offer',
        entityId: id,
      });
      if (!removed) throw offerNotFound();
      await onChange();
    },

    /** Stores an uploaded image when its bytes are a PNG, JPEG, GIF or WebP image, whatever its name says. */
    async saveImage(partnerId: string, data: Buffer): Promise<OfferImageResponse> {
      const contentType = sniffImageType(data);
      if (!contentType) {
        throw new AppError('unsupported_media_type', { message: partnerMessages.imageType });
      }
      const id = await repository.saveImage(partnerId, contentType, data);
      return { id, image_url: `/api/offers/images/${id}`, content_type: contentType, size: data.length };
    },

    image: (id: string) => repository.image(id),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
