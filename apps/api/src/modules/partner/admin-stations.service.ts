import type { AssignPartnerResponseSchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error.ts';
import { stationNotFound } from '../stations/stations.service.ts';
import type { AdminStationsRepository } from './admin-stations.repository.ts';

export interface AdminStationsServiceDeps {
  repository: AdminStationsRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
}

/** An admin hands a station to a partner account, or takes it away (partnerId null). */
export function createAdminStationsService({ repository, onChange }: AdminStationsServiceDeps) {
  return {
    async assignPartner(
      actorId: string,
      stationId: string,
      partnerId: string | null,
    ): Promise<z.output<typeof AssignPartnerResponseSchema>> {
      if (partnerId && (await repository.roleOf(partnerId)) !== 'partner') {
        throw fieldError('partnerId', 'Dit account is geen partner.');
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
