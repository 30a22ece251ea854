import {
  type BulkPricesBodySchema,
  type ErrorIssue,
  eurToTenths,
  fuelLabels,
  partnerMessages,
  type PricesSavedResponse,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { isoTime } from '../../lib/sql-rows.ts';
import { toPrice } from '../stations/station-dto.ts';
import type { PartnerRepository, PriceChange } from './partner.repository.ts';
import { failOnIssues, type PartnerDeps, partnerStationNotFound } from './station-rules.ts';

type PriceRows = z.output<typeof BulkPricesBodySchema>['prices'];

/** PUT /api/partner/stations/{id}/prices and PUT /api/partner/prices: prices of the partner's stations. */
export async function savePrices(
  deps: PartnerDeps,
  partnerId: string,
  actorId: string,
  rows: PriceRows,
): Promise<PricesSavedResponse> {
  const changes = await priceChanges(deps.repository, partnerId, rows);
  const at = deps.now();
  const saved = await deps.repository.savePrices(changes, actorId, at);
  await deps.onChange();
  return {
    saved: changes.length,
    prices: saved.map((row) => ({
      station_id: row.stationId,
      ...toPrice({
        fuel_type: row.fuelType,
        price_tenths: row.priceTenths,
        updated_at: isoTime(row.updatedAt),
        updated_by: row.updatedBy,
        source: row.source,
      }),
    })),
  };
}

/** Checks the partner owns every station and that each sells the fuel; throws 404 or a 400 naming the field. */
async function priceChanges(
  repository: PartnerRepository,
  partnerId: string,
  rows: PriceRows,
): Promise<PriceChange[]> {
  const owned = new Map(
    (await repository.ownedStations(partnerId, [...new Set(rows.map((r) => r.station_id))])).map((s) => [
      s.id,
      s,
    ]),
  );
  const seen = new Set<string>();
  const issues: ErrorIssue[] = [];
  rows.forEach((row, index) => {
    const station = owned.get(row.station_id);
    if (!station) return;
    const key = `${row.station_id}:${row.fuel_type}`;
    const path = `prices.${index}.fuel_type`;
    if (row.fuel_type === 'elektrisch') issues.push({ path, message: partnerMessages.noLitrePrice });
    else if (!station.fuels.includes(row.fuel_type))
      issues.push({ path, message: partnerMessages.fuelNotSoldAt(station.title, fuelLabels[row.fuel_type]) });
    else if (seen.has(key)) issues.push({ path, message: partnerMessages.fuelListedTwice });
    seen.add(key);
  });
  if (rows.some((row) => !owned.has(row.station_id))) throw partnerStationNotFound();
  failOnIssues(issues);
  return rows.map((row) => ({
    stationId: row.station_id,
    fuelType: row.fuel_type,
    priceTenths: eurToTenths(row.price_eur_l),
  }));
}
