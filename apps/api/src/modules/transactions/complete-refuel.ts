import {
  isoDateIn,
  pointsFor,
  type PumpCompleteBody,
  type Transaction,
  transactionMessages,
} from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { flagCompanyRefuel } from '../fleet-rules/fleet-rules.service.ts';
import { earnPoints } from '../loyalty/loyalty.service.ts';
import { logRefuel } from '../vehicle-logs/vehicle-logs.service.ts';
import { deliveryConflict, PRICE_TOLERANCE_TENTHS, postedPriceAt } from './pump-price.ts';
import { notFound, notOpen, type RefuelContext } from './refuel-context.ts';
import { transactionDto, transactionNumber } from './transaction-dto.ts';

/** Who completes a refuel: the pump of the station's partner (its API key), or the built-in simulator. */
export type PumpCaller = { kind: 'partner'; partnerId: string } | { kind: 'simulator' };

const notConfirmed = () => new AppError('not_confirmed');

/** Litres × euro per litre, in cents; the pump's amount may differ by a cent of rounding. */
const amountOf = (liters: number, pricePerL: number) => Math.round(liters * pricePerL * 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The pump reports what it delivered. In one database transaction: capture the amount and release the
 * rest, book the points (double where an offer runs, capped per euro paid), log the refuel for the card's
 * vehicle, mark it completed. A price the station did not post (at the start or now), more litres than the
 * reservation buys at it, or an amount over the reservation captures nothing (409) and leaves the refuel
 * open for a correct report; a completed refuel stays completed.
 */
export async function completeRefuel(
  context: RefuelContext,
  caller: PumpCaller,
  id: string,
  body: PumpCompleteBody,
): Promise<Transaction> {
  const { repository, stations } = context;
  if (Math.abs(amountOf(body.liters, body.price_per_l) - body.amount_cents) > 1) {
    throw fieldError('amount_cents', 'amount_mismatch');
  }
  const liters = round2(body.liters);
  if (liters <= 0) throw fieldError('liters', 'amount_mismatch');
  const found = await repository.findById(id);
  const place = found && (await repository.stationOf(id));
  if (!found || !place) throw notFound();
  if (caller.kind === 'partner' && place.partnerId !== caller.partnerId) {
    throw new AppError('forbidden', { message: transactionMessages.pumpKeyOtherStation });
  }
  const at = context.now();
  const [doubled, station] = await Promise.all([
    stations.offerRunsAt({ id: place.stationId, partnerId: place.partnerId, brandId: place.brandId }, at),
    stations.station(place.stationId),
  ]);
  const postedNow = await postedPriceAt(station?.prices ?? [], found.fuelType, at, (day) =>
    repository.historicPrice(place.stationId, found.fuelType, day),
  );
  // A company refuel earns no points: the organisation pays, and points are a person's (issue 24).
  const points = found.orgId ? 0 : pointsFor({ liters, amountCents: body.amount_cents, doubled });
  const number = transactionNumber(found.number);
  const priceTenths = Math.round(body.price_per_l * 1000);
  const settled = await inTransaction(context.db, async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row) throw notFound();
    if (row.status === 'completed') {
      const same =
        row.amountCents === body.amount_cents && row.liters === liters && row.priceTenths === priceTenths;
      throw same ? notOpen() : new AppError('completed_differently');
    }
    if (row.status === 'reserved') throw notConfirmed();
    if (row.status !== 'fuelling') throw notOpen();
    const refused = deliveryConflict(body, row.reservedCents, {
      atStart: row.startPriceTenths,
      now: postedNow,
    });
    if (refused) throw refused;
    if (body.amount_cents > row.reservedCents) {
      throw fieldError('amount_cents', 'over_reservation');
    }
    await context.ledger.settle(tx, row.userId, row.reservedCents, body.amount_cents, id);
    if (!row.orgId) {
      await earnPoints(tx, {
        userId: row.userId,
        points,
        reference: id,
        description: `Tankbeurt ${number} bij ${found.station.title}${doubled ? ' (dubbele punten)' : ''}`,
        at,
      });
    } else {
      await flagCompanyRefuel(tx, {
        ...row,
        orgId: row.orgId,
        liters,
        amountCents: body.amount_cents,
        at,
      });
    }
    if (row.vehicleId) {
      await logRefuel(tx, {
        ownerUserId: row.userId,
        accountType: row.accountType,
        vehicleId: row.vehicleId,
        transactionId: id,
        stationId: row.stationId,
        fuelType: row.fuelType,
        liters,
        totalCents: body.amount_cents,
        priceTenths,
        date: isoDateIn(at),
        odometerKm: row.odometerKm,
        note: `FuelLinq ${number}`,
      });
    }
    await repository.update(tx, id, {
      status: 'completed',
      amountCents: body.amount_cents,
      liters,
      priceTenths,
      points,
      completion: { ...body },
      completedAt: at,
      endedAt: at,
    });
    // The price charged is seen now, unless it is the one posted when the refuel started and no longer the
    // station's (a change while the pump ran): that one was seen then, and the newer price stays.
    const near = (posted: number | null | undefined) =>
      posted != null && Math.abs(priceTenths - posted) <= PRICE_TOLERANCE_TENTHS;
    await context.onPumpPrice?.(tx, {
      stationId: row.stationId,
      fuelType: row.fuelType,
      priceTenths,
      at: near(row.startPriceTenths) && !near(postedNow) ? row.createdAt : at,
    });
    await writeAudit(tx, {
      actorUserId: caller.kind === 'partner' ? caller.partnerId : null,
      action: 'transaction.complete',
      entity: 'fuel_transaction',
      entityId: id,
      details: { amount_cents: body.amount_cents, liters, by: caller.kind },
    });
    return { userId: row.userId };
  });
  await context.onSettled?.({ userId: settled.userId, transactionId: id, points });
  return transactionDto((await repository.findById(id))!);
}
