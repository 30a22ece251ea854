import { type FuelType, type PartnerStation } from '@fuellinq/domain';
import { isoTime } from '../../lib/sql-rows.ts';
import { brandLogoUrl, toPeriods, toPrice } from '../stations/station-dto.ts';
import type { PartnerStationRow, PeriodRow } from './partner.repository.ts';

/** A partner's station as the portal edits it, its prices shown as the public feed shows them. */
export function toPartnerStation(row: PartnerStationRow, hours: PeriodRow[]): PartnerStation {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    brand_slug: row.brandSlug,
    logo_url: brandLogoUrl(row.brandSlug),
    street: row.street,
    house_number: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    fuels: row.fuels as FuelType[],
    opening_hours: toPeriods(hours),
    unmanned: row.unmanned,
    motorway: row.motorway,
    active: row.active,
    prices: row.prices.map(toPrice),
    updated_at: isoTime(row.updatedAt),
  };
}
