import {
  type AssignPartnerResponseSchema,
  partnerMessages,
  type PartnerBrandsResponse,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { stationNotFound } from '../stations/stations.service.ts';
import type { AdminStationsRepository } from './admin-stations.repository.ts';

export interface AdminStationsServiceDeps {
  repository: AdminStationsRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
}

/**
 * What an admin decides about partners: which partner keeps a station (or none), and which brands a partner
 * may show (none: its stations are onafhankelijk).
 */
export function createAdminStationsService({ repository, onChange }: AdminStationsServiceDeps) {
  async function requirePartner(partnerId: string) {
    const role = await repository.roleOf(partnerId);
    if (role === undefined) throw new AppError('not_found');
    if (role !== 'partner') throw new AppError('not_a_partner');
  }

  return {
    async brandsOf(partnerId: string): Promise<PartnerBrandsResponse> {
      await requirePartner(partnerId);
      return { partner_id: partnerId, brands: await repository.partnerBrands(partnerId) };
    },

    async grantBrands(actorId: string, partnerId: string, slugs: string[]): Promise<PartnerBrandsResponse> {
      await requirePartner(partnerId);
      const found = await repository.brandsBySlugs(slugs);
      const unknown = slugs.filter((slug) => !found.some((brand) => brand.slug === slug));
      if (unknown.length > 0)
        throw fieldError(
          'brands',
          'validation_error',
          `${partnerMessages.unknownBrands} (${unknown.join(', ')})`,
        );
      await repository.setPartnerBrands(
        partnerId,
        found.map((brand) => brand.id),
        actorId,
        {
          actorUserId: actorId,
          action: 'partner.brands',
          entity: 'user',
          entityId: partnerId,
          details: { brands: slugs },
        },
      );
      await onChange();
      return this.brandsOf(partnerId);
    },

    async assignPartner(
      actorId: string,
      stationId: string,
      partnerId: string | null,
    ): Promise<z.output<typeof AssignPartnerResponseSchema>> {
      if (partnerId && (await repository.roleOf(partnerId)) !== 'partner') {
        throw fieldError('partnerId', 'validation_error', partnerMessages.notAPartner);
      }
      const id = await repository.assignPartner(stationId, partnerId, {
        actorUserId: actorId,
        action: 'station.assign_partner',
        entity: 'station',
        entityId: stationId,
        details: { partner_id: partnerId },
      });
      if (!id) throw stationNotFound();
      await onChange();
      return { station_id: id, partner_id: partnerId };
    },
  };
}

export type AdminStationsService = ReturnType<typeof createAdminStationsService>;
