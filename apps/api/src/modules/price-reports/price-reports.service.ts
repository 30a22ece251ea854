import {
  type AdminPriceReportPage,
  type AdminPriceReportFilter,
  type FuelType,
  PRICE_REPORT_RULES as RULES,
  type PriceReportAnswer,
  type WithdrawPriceReportAnswer,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../lib/events.ts';
import type { StationPriceChange } from '../stations/stations.service.ts';
import { toAdminPriceReport } from './price-report-dto.ts';
import {
  listReports,
  markContradicted,
  stationFuelsWithPublishedReports,
} from './price-reports.repository.ts';
import { submitReport } from './submit-report.ts';
import { withdrawReport } from './withdraw-report.ts';

// Prices from drivers (issue 28 §2, decision 025): reports checked, published alone or in pairs, points for
// those that became the price, trust lowered by contradicted ones, and the admin's take-back.

export interface PriceReportsServiceDeps {
  db: Database;
  events: EventBus;
  now: () => Date;
  /** After a report or a take-back changed a station's price (committed): the public answers are stale. */
  onPriceChanged: () => Promise<void>;
  /** After a report earned a driver points (committed): their passes show points. */
  onPointsChanged: (userId: string) => Promise<void>;
}

const WINDOW_MS = RULES.contradictionWindowMinutes * 60_000;

/**
 * A refuel's or a partner's price within the hour after a driver's published report, more than 2 cents from
 * it: the report was wrong, and the driver's trust falls. Runs inside the transaction of the price change.
 */
export async function markWrongReports(db: Database, changes: StationPriceChange[]): Promise<number> {
  const checked = changes.filter((change) => change.source === 'tankbeurt' || change.source === 'station');
  if (checked.length === 0) return 0;
  // A partner's price list may change thousands of prices at once: one look finds the few with reports.
  const earliest = Math.min(...checked.map((change) => change.observedAt.getTime()));
  const reported = await stationFuelsWithPublishedReports(
    db,
    [...new Set(checked.map((change) => change.stationId))],
    new Date(earliest - WINDOW_MS),
  );
  let marked = 0;
  for (const change of checked) {
    if (!reported.has(`${change.stationId}:${change.fuelType}`)) continue;
    marked += await markContradicted(
      db,
      change,
      {
        since: new Date(change.observedAt.getTime() - WINDOW_MS),
        until: change.observedAt,
        at: change.observedAt,
      },
      RULES.wrongTenths,
    );
  }
  return marked;
}

export function createPriceReportsService(deps: PriceReportsServiceDeps) {
  const { db, events, now } = deps;
  return {
    async report(
      userId: string,
      stationId: string,
      body: { fuel_type: FuelType; price_eur_l: number },
    ): Promise<PriceReportAnswer> {
      const priceTenths = Math.round(body.price_eur_l * 1000);
      const result = await submitReport(
        db,
        events,
        { userId, stationId, fuelType: body.fuel_type, priceTenths },
        now(),
      );
      if (result.published) await deps.onPriceChanged();
      for (const driver of result.pointsFor) await deps.onPointsChanged(driver);
      return result.answer;
    },

    async list(query: AdminPriceReportFilter): Promise<AdminPriceReportPage> {
      const { items, total } = await listReports(db, {
        q: query.q,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      });
      return { items: items.map(toAdminPriceReport), total, page: query.page, per_page: query.per_page };
    },

    async withdraw(adminId: string, reportId: string): Promise<WithdrawPriceReportAnswer> {
      const { answer, restored } = await withdrawReport(db, events, adminId, reportId, now());
      if (restored) await deps.onPriceChanged();
      return answer;
    },
  };
}

export type PriceReportsService = ReturnType<typeof createPriceReportsService>;
