import type { CreateStationBodySchema, PartnerStationResponse } from '@fuellinq/domain';
import type { z } from 'zod';
import { stationSearchText } from '../stations/stations.service.ts';
import { getPartnerStation } from './get-partner-station.ts';
import {
  brandFor,
  checkOpeningHours,
  defaultBrand,
  type PartnerDeps,
  toPeriodRows,
} from './station-rules.ts';

/**
 * POST /api/partner/stations: a station of the partner's own. The brand asked for must be granted; the
 * profile's default only counts while it still is. Without a title it is named by brand, city and street.
 */
export async function createPartnerStation(
  deps: PartnerDeps,
  partnerId: string,
  actorId: string,
  body: z.output<typeof CreateStationBodySchema>,
): Promise<PartnerStationResponse> {
  const { repository } = deps;
  checkOpeningHours(body.opening_hours);
  const brand = body.brand_slug
    ? await brandFor(repository, partnerId, body.brand_slug)
    : await defaultBrand(repository, partnerId);
  const title = body.title ?? [brand?.name, body.city, body.street].filter(Boolean).join(' ');
  const id = await repository.createStation(
    partnerId,
    {
      brandId: brand?.id ?? null,
      title,
      street: body.street,
      houseNumber: body.house_number,
      postcode: body.postcode,
      city: body.city,
      lat: body.lat,
      lng: body.lng,
      fuels: body.fuels,
      unmanned: body.unmanned,
      motorway: body.motorway,
      searchText: stationSearchText({
        title,
        brand: brand?.name ?? null,
        city: body.city,
        postcode: body.postcode,
        street: body.street,
      }),
    },
    toPeriodRows(body.opening_hours),
    { actorUserId: actorId, action: 'station.create', entity: 'station', details: { title } },
  );
  await deps.onChange();
  return getPartnerStation(deps, partnerId, id);
}
