import type { PartnerStationResponse, UpdateStationBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { stationSearchText } from '../stations/stations.service.ts';
import { getPartnerStation } from './get-partner-station.ts';
import {
  brandFor,
  checkOpeningHours,
  type PartnerDeps,
  partnerStationNotFound,
  toPeriodRows,
} from './station-rules.ts';

/**
 * PATCH /api/partner/stations/{id}: address, location, fuels, opening hours, brand, active; what is left
 * out stays. The search text follows the station's new name, brand and address.
 */
export async function updatePartnerStation(
  deps: PartnerDeps,
  partnerId: string,
  actorId: string,
  id: string,
  body: z.output<typeof UpdateStationBodySchema>,
): Promise<PartnerStationResponse> {
  const { repository } = deps;
  const current = await repository.station(partnerId, id);
  if (!current) throw partnerStationNotFound();
  if (body.opening_hours) checkOpeningHours(body.opening_hours);
  const brand =
    body.brand_slug === undefined
      ? undefined
      : await brandFor(repository, partnerId, body.brand_slug, current.brandSlug);
  const next = {
    title: body.title ?? current.title,
    brand: brand === undefined ? current.brand : (brand?.name ?? null),
    city: body.city ?? current.city,
    postcode: body.postcode === undefined ? current.postcode : body.postcode,
    street: body.street ?? current.street,
  };
  const { opening_hours: periods, brand_slug: _brand, house_number, ...rest } = body;
  await repository.updateStation(
    partnerId,
    id,
    {
      ...rest,
      title: next.title,
      ...(house_number === undefined ? {} : { houseNumber: house_number }),
      ...(brand === undefined ? {} : { brandId: brand?.id ?? null }),
      searchText: stationSearchText(next),
    },
    periods ? toPeriodRows(periods) : undefined,
    {
      actorUserId: actorId,
      action: body.active === false ? 'station.deactivate' : 'station.update',
      entity: 'station',
      entityId: id,
      details: { fields: Object.keys(body) },
    },
  );
  await deps.onChange();
  return getPartnerStation(deps, partnerId, id);
}
