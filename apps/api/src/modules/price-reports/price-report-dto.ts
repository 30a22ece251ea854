import type { AdminPriceReport } from '@fuellinq/domain';
import { isoTime } from '../../lib/sql-rows.ts';
import type { ListedPriceReport } from './price-reports.repository.ts';

const euro = (tenths: number) => tenths / 1000;

export function toAdminPriceReport(row: ListedPriceReport): AdminPriceReport {
  return {
    id: row.id,
    station_id: row.stationId,
    station_title: row.stationTitle,
    fuel_type: row.fuelType as AdminPriceReport['fuel_type'],
    price_eur_l: euro(row.priceTenths),
    status: row.status,
    reason: row.reason,
    user_id: row.userId,
    user_email: row.userEmail,
    created_at: isoTime(row.createdAt),
    published_at: row.publishedAt ? isoTime(row.publishedAt) : null,
    previous_price_eur_l: row.previousPriceTenths === null ? null : euro(row.previousPriceTenths),
    points: row.points,
    contradicted: row.contradictedAt !== null,
    withdrawn_at: row.withdrawnAt ? isoTime(row.withdrawnAt) : null,
  };
}
