import {
  AVERAGE_RATIO_TO_EURO95,
  type FuelType,
  fuelLabels,
  isoDateIn,
  isReportableFuel,
  POINTS_PER_PRICE_REPORT,
  PRICE_REPORT_POINTS_WINDOW_HOURS,
  PRICE_REPORT_RULES as RULES,
  type PriceReportAnswer,
  type PriceReportRejection,
  priceReportMessages as messages,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { earnPoints } from '../loyalty/loyalty.service.ts';
import { recordObservedPrices } from '../stations/stations.service.ts';
import * as reports from './price-reports.repository.ts';
import type { PriceReportRow } from './price-reports.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export interface ReportInput {
  userId: string;
  stationId: string;
  fuelType: FuelType;
  priceTenths: number;
}

/** What a report decided, and who earned points (their passes show points). */
export interface ReportOutcome {
  answer: PriceReportAnswer;
  pointsFor: string[];
  published: boolean;
}

/** A driver's trust: it falls with every report of the last days that a refuel or partner contradicted. */
export async function driverTrust(db: Database, userId: string, now: Date): Promise<number> {
  const wrong = await reports.wrongReportsSince(db, userId, ago(now, RULES.trustDays * 24 * HOUR));
  return RULES.startTrust - wrong * RULES.wrongPenalty;
}

/** The CBS average of the fuel on the latest day up to today, or Euro95's by its ratio when CBS has none. */
async function nationalAverage(tx: Database, fuel: FuelType, now: Date): Promise<number | undefined> {
  if (!isReportableFuel(fuel)) return undefined;
  const day = isoDateIn(now);
  const own = await reports.nationalAverageOn(tx, fuel, day);
  if (own !== undefined || fuel === 'euro95') return own;
  const euro95 = await reports.nationalAverageOn(tx, 'euro95', day);
  return euro95 === undefined ? undefined : Math.round(euro95 * AVERAGE_RATIO_TO_EURO95[fuel]);
}

/** Why a report cannot count, or null when it may. */
async function rejection(
  tx: Database,
  input: ReportInput,
  now: Date,
): Promise<{ reason: PriceReportRejection; message: string } | null> {
  const created = await reports.accountCreatedAt(tx, input.userId);
  if (!created || created > ago(now, RULES.minAccountAgeHours * HOUR))
    return { reason: 'account_too_new', message: messages.accountTooNew };
  const average = await nationalAverage(tx, input.fuelType, now);
  if (average === undefined) return { reason: 'no_reference', message: messages.noReference };
  if (Math.abs(input.priceTenths - average) > average * RULES.plausibleShare)
    return { reason: 'implausible', message: messages.implausible(average) };
  return null;
}

/** Refuses a driver past the hourly cap: 429, saying when they may report again. */
async function checkHourlyCap(tx: Database, userId: string, now: Date) {
  const { count, oldest } = await reports.reportsSince(tx, userId, ago(now, HOUR));
  if (count < RULES.maxPerHour) return;
  const freeInMs = oldest ? oldest.getTime() + HOUR - now.getTime() : HOUR;
  const minutes = Math.max(1, Math.ceil(freeInMs / MINUTE));
  throw new AppError('rate_limited', {
    message: messages.tooMany(minutes),
    headers: { 'retry-after': String(minutes * 60) },
  });
}

/**
 * Makes the reports' price the station's (source 'bestuurder', seen now), keeps on each report the price it
 * replaced, and books each driver's points once per station and fuel in the window. False when a newer price
 * was there already (nothing changed).
 */
async function publish(
  tx: Database,
  events: EventBus,
  stationTitle: string,
  published: PriceReportRow[],
  now: Date,
): Promise<{ applied: boolean; points: Map<string, number> }> {
  const latest = published[published.length - 1]!;
  const before = await reports.currentPrice(tx, latest.stationId, latest.fuelType);
  const changes = await recordObservedPrices(tx, events, [
    {
      stationId: latest.stationId,
      fuelType: latest.fuelType as FuelType,
      priceTenths: latest.priceTenths,
      source: 'bestuurder',
      observedAt: now,
      userId: latest.userId,
    },
  ]);
  const points = new Map<string, number>();
  if (changes.length === 0) return { applied: false, points };
  const pointsSince = ago(now, PRICE_REPORT_POINTS_WINDOW_HOURS * HOUR);
  for (const report of published) {
    const earned = !(await reports.earnedPointsSince(tx, report, pointsSince));
    await reports.updateReport(tx, report.id, {
      status: 'published',
      publishedAt: now,
      previousPriceTenths: before?.priceTenths ?? null,
      previousSource: before?.source ?? null,
      previousObservedAt: before?.updatedAt ?? null,
      points: earned ? POINTS_PER_PRICE_REPORT : 0,
      pairedWith: published.find((other) => other.id !== report.id)?.id ?? null,
    });
    if (earned) {
      await earnPoints(tx, {
        userId: report.userId,
        points: POINTS_PER_PRICE_REPORT,
        reference: `price-report:${report.id}`,
        description: `Prijsmelding ${fuelLabels[report.fuelType as FuelType]}, ${stationTitle}`,
        at: now,
      });
      points.set(report.userId, POINTS_PER_PRICE_REPORT);
    }
  }
  return { applied: true, points };
}

/**
 * POST /api/stations/{id}/price-reports. Checked (station and fuel, the hourly cap, the account's age, within
 * 25 % of the CBS average), then published at once when the driver refuelled there in the last hour and is
 * trusted, or when another driver's waiting report agrees; otherwise it waits for one. Every report is kept.
 */
export async function submitReport(
  db: Database,
  events: EventBus,
  input: ReportInput,
  now: Date,
): Promise<ReportOutcome> {
  return inTransaction(db, async (tx) => {
    const station = await reports.findStation(tx, input.stationId);
    if (!station?.active)
      throw new AppError('not_found', { message: 'Dit tankstation bestaat niet (meer).' });
    if (!station.fuels.includes(input.fuelType)) throw fieldError('fuel_type', 'fuel_not_sold');
    await reports.lockReporting(tx, input.userId, input.stationId, input.fuelType);
    await checkHourlyCap(tx, input.userId, now);

    const base = { ...input, createdAt: now };
    const refused = await rejection(tx, input, now);
    if (refused) {
      const row = await reports.insertReport(tx, { ...base, status: 'rejected', reason: refused.reason });
      return outcome(row.id, 'rejected', refused.message);
    }

    const report = await reports.insertReport(tx, { ...base, status: 'pending' });
    const refuelled = await reports.refuelledSince(
      tx,
      input.userId,
      input.stationId,
      ago(now, RULES.refuelWindowMinutes * MINUTE),
    );
    const alone = refuelled && (await driverTrust(tx, input.userId, now)) >= RULES.minTrustToPublishAlone;
    const other = alone
      ? undefined
      : await reports.agreeingPendingReport(
          tx,
          input,
          ago(now, RULES.pairWindowHours * HOUR),
          RULES.agreeTenths,
        );
    if (!alone && !other) return outcome(report.id, 'pending', messages.pending);

    // A newer price than now cannot normally be there; if the clocks disagree, the report keeps waiting.
    const result = await publish(tx, events, station.title, other ? [other, report] : [report], now);
    if (!result.applied) return outcome(report.id, 'pending', messages.pending);
    const points = result.points.get(input.userId) ?? 0;
    const text = alone ? messages.publishedRefuel : messages.publishedPair;
    return {
      answer: {
        id: report.id,
        status: 'published',
        message: points > 0 ? `${text} ${messages.points(points)}` : text,
        points,
      },
      pointsFor: [...result.points.keys()],
      published: true,
    };
  });
}

function outcome(id: string, status: 'pending' | 'rejected', message: string): ReportOutcome {
  return { answer: { id, status, message, points: 0 }, pointsFor: [], published: false };
}
