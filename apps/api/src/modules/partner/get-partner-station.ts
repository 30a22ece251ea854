import { OSM_ATTRIBUTION, type PartnerStationResponse } from '@fuellinq/domain';
import type { PartnerRepository } from './partner.repository.ts';
import { toPartnerStation } from './partner-station-dto.ts';
import { partnerStationNotFound } from './station-rules.ts';

/** GET /api/partner/stations/{id}: one of the partner's stations, to edit (and the answer to every change). */
export async function getPartnerStation(
  { repository }: { repository: PartnerRepository },
  partnerId: string,
  id: string,
): Promise<PartnerStationResponse> {
  const row = await repository.station(partnerId, id);
  if (!row) throw partnerStationNotFound();
  return { ...toPartnerStation(row, await repository.openingHours([id])), attribution: OSM_ATTRIBUTION };
}
