import { OSM_ATTRIBUTION, type PartnerStationPage } from '@fuellinq/domain';
import { groupBy } from '../../lib/group-by.ts';
import type { PartnerRepository } from './partner.repository.ts';
import { toPartnerStation } from './partner-station-dto.ts';

export interface PartnerStationsQuery {
  q?: string | undefined;
  status: 'active' | 'inactive' | 'all';
  page: number;
  per_page: number;
}

/** GET /api/partner/stations: the partner's stations, searched and paged. */
export async function listPartnerStations(
  { repository }: { repository: PartnerRepository },
  partnerId: string,
  query: PartnerStationsQuery,
): Promise<PartnerStationPage> {
  const { rows, total } = await repository.listStations(partnerId, {
    q: query.q,
    status: query.status,
    page: query.page,
    perPage: query.per_page,
  });
  const hours = groupBy(await repository.openingHours(rows.map((r) => r.id)), (h) => h.stationId);
  return {
    items: rows.map((row) => toPartnerStation(row, hours.get(row.id) ?? [])),
    total,
    page: query.page,
    per_page: query.per_page,
    attribution: OSM_ATTRIBUTION,
  };
}
