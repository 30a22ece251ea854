import {
  type FuelType,
  formatPricePerLitre,
  priceReportMessages as messages,
  type WithdrawPriceReportAnswer,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { EventBus } from '../../lib/events.ts';
import { restoreStationPrice } from '../stations/stations.service.ts';
import { toAdminPriceReport } from './price-report-dto.ts';
import * as reports from './price-reports.repository.ts';

/**
 * An admin takes a published report back: it no longer counts, and the station's price falls back to the one
 * it replaced, but only while the station's price is still this report's (a newer refuel, partner or report
 * price stays). Audited in the same transaction.
 */
export async function withdrawReport(
  db: Database,
  events: EventBus,
  adminId: string,
  reportId: string,
  now: Date,
): Promise<{ answer: WithdrawPriceReportAnswer; restored: boolean }> {
  return inTransaction(db, async (tx) => {
    const report = await reports.lockReport(tx, reportId);
    if (!report) throw notFound('Deze prijsmelding bestaat niet.');
    if (report.status !== 'published') throw new AppError('conflict', { message: messages.notPublished });

    const current = await reports.currentPrice(tx, report.stationId, report.fuelType);
    const stillThis =
      current?.source === 'bestuurder' &&
      report.publishedAt !== null &&
      current.updatedAt.getTime() === report.publishedAt.getTime();
    const restore =
      stillThis && report.previousPriceTenths !== null && report.previousSource && report.previousObservedAt
        ? await restoreStationPrice(tx, events, {
            stationId: report.stationId,
            fuelType: report.fuelType as FuelType,
            priceTenths: report.previousPriceTenths,
            source: report.previousSource,
            observedAt: report.previousObservedAt,
            userId: adminId,
          })
        : null;
    await reports.updateReport(tx, report.id, {
      status: 'withdrawn',
      withdrawnAt: now,
      withdrawnBy: adminId,
    });
    await writeAudit(tx, {
      actorUserId: adminId,
      action: 'price_report.withdraw',
      entity: 'price_report',
      entityId: report.id,
      details: {
        station_id: report.stationId,
        fuel_type: report.fuelType,
        price_tenths: report.priceTenths,
        driver_id: report.userId,
        restored: restore !== null,
        restored_price_tenths: restore?.priceTenths ?? null,
        restored_source: restore ? report.previousSource : null,
      },
    });
    const listed = await reports.listedReport(tx, report.id);
    return {
      answer: {
        report: toAdminPriceReport(listed!),
        restored: restore !== null,
        message: restore
          ? messages.withdrawnRestored(formatPricePerLitre(restore.priceTenths))
          : messages.withdrawnKept,
      },
      restored: restore !== null,
    };
  });
}
