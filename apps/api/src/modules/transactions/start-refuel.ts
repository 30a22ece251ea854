import { randomUUID } from 'node:crypto';
import {
  cardErrors,
  isoDateIn,
  LIQUID_FUELS,
  type LiquidFuel,
  RESERVATION_DEFAULT_CENTS,
  START_MIN_AVAILABLE_CENTS,
  type StartTransactionResponse,
  transactionMessages,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import {
  claimIdempotencyKey,
  forgetIdempotencyKey,
  type IdempotencyClaim,
  keepIdempotentAnswer,
  type KeptAnswer,
} from '../../plugins/idempotency.ts';
import { cardLookup } from '../cards/cards.service.ts';
import {
  checkCompanyOdometer,
  checkCompanyStart,
  recordDecline,
  RefuelDeclined,
  usableCompanyCard,
} from '../fleet-rules/fleet-rules.service.ts';
import { checkRefuelReading } from '../vehicle-logs/vehicle-logs.service.ts';
import { vehicleLookup } from '../vehicles/vehicles.service.ts';
import { expireRefuel } from './expire-refuel.ts';
import { postedPriceAt } from './pump-price.ts';
import { RESERVATION_TTL_MS, type RefuelContext, scheduleExpiry } from './refuel-context.ts';
import { answerOf, checkoutAnswer } from './start-answer.ts';
import {
  createTransactionsRepository,
  type FuelTransactionRow,
  type StationSummary,
} from './transactions.repository.ts';

// Nu tanken's start (POST /api/transactions/start, and its spec fallback POST /api/checkout/fuel) in one
// transaction and one commit: the Idempotency-Key's claim, the card, the station, the card's open refuel,
// the account's lock, the sums, the refuel, its reservation, its expiry job and the kept answer. The
// statements of this module, the ledger and the key are prepared by name (PostgreSQL plans each once per
// connection); the card's is the cards module's and the job's the job runner's. A start that must wait for
// a top-up commits its refuel first and asks the payment provider for the checkout after (start-answer.ts):
// no lock on the account is held over a call to the outside world.

export interface StartInput {
  cardId: string;
  stationId: string;
  fuel_type?: string | undefined;
  max_amount_cents?: number | undefined;
  /** The driver's vehicle this refuel is for; else the card's, else the driver's only one. */
  vehicle_id?: string | undefined;
  /** The reading at the pump, for the logbook entry. */
  odometer_km?: number | undefined;
  /** A company refuel: the driver confirmed a reading more than 3,000 km above the last one. */
  odometer_confirmed?: boolean | undefined;
}

export interface StartRequest {
  userId: string;
  input: StartInput;
  /** The refuel's own request key (the Idempotency-Key): a refuel made with it before is the answer. */
  requestKey: string | null;
}

/** A start that ran: the refuel it made (`created`), or the card's open one it answered again. */
export interface Started {
  created: boolean;
  answer: StartTransactionResponse;
}

/** A start whose Idempotency-Key was answered before: that answer again, and nothing moved. */
export interface Replayed {
  replayed: KeptAnswer;
}

const REFUEL_FUELS: readonly string[] = LIQUID_FUELS;

const statusOf = (created: boolean) => (created ? 201 : 200);

/**
 * What a start holds of what is available: what it wants, or less when that is not there; but when less
 * than € 10 of it is there, nothing: the refuel waits for a top-up instead of holding that little.
 */
function holdFor(wantCents: number, availableCents: number): number {
  const hold = Math.min(wantCents, Math.max(0, availableCents));
  return hold === wantCents || hold >= START_MIN_AVAILABLE_CENTS ? hold : 0;
}

/** The refuel a start answers with: made now, or the card's open one; with its station as it shows it. */
interface Begun {
  created: boolean;
  row: FuelTransactionRow;
  station: StationSummary;
}

/** The refuel and its answer; none yet for one that waits for a top-up (its checkout comes after). */
type Answered = Begun & { answer: StartTransactionResponse | undefined };

/**
 * The vehicle whose logbook gets the refuel: the one the driver chose (theirs, or 404), else the card's,
 * else the driver's only one. With several and none chosen or on the card: none (Nu tanken asks first).
 */
async function refuelVehicle(
  tx: Database,
  userId: string,
  chosen: string | undefined,
  cardPlate: string | null,
) {
  const vehicles = vehicleLookup(tx);
  if (chosen) {
    const vehicle = await vehicles.byId(userId, chosen);
    if (!vehicle) throw new AppError('vehicle_not_found');
    return vehicle;
  }
  return (cardPlate ? await vehicles.byPlate(userId, cardPlate) : undefined) ?? vehicles.onlyOne(userId);
}

/** The start's work, inside its transaction `tx`. */
async function begin(context: RefuelContext, tx: Database, request: StartRequest, at: Date): Promise<Begun> {
  const { userId, input, requestKey } = request;
  const { ledger } = context;
  const refuels = createTransactionsRepository(tx);

  const card = await cardLookup(tx).findOwned(userId, input.cardId);
  if (!card) return beginCompany(context, tx, request, at);
  if (card.status !== 'active' || !card.isActive) {
    throw fieldError('cardId', 'card_not_active');
  }
  const station = await refuels.startStation(input.stationId);
  if (!station?.active) throw new AppError('not_found', { message: transactionMessages.stationNotFound });
  const vehicle = await refuelVehicle(tx, userId, input.vehicle_id, card.plate);
  if (input.odometer_km !== undefined) {
    if (!vehicle) throw fieldError('vehicle_id', 'validation_error', transactionMessages.chooseVehicle);
    await checkRefuelReading(tx, {
      vehicleId: vehicle.id,
      date: isoDateIn(at),
      odometerKm: input.odometer_km,
    });
  }
  const vehicleFuel =
    vehicle?.fuelPrimary && REFUEL_FUELS.includes(vehicle.fuelPrimary) ? vehicle.fuelPrimary : undefined;
  const fuel = input.fuel_type ?? vehicleFuel ?? 'euro95';
  if (!REFUEL_FUELS.includes(fuel) || !station.prices.some((price) => price.fuel_type === fuel)) {
    throw fieldError('fuel_type', 'fuel_not_sold');
  }

  // The card's open refuel is the answer (a second tap, a retry, 90 starts at once); one past its expiry
  // that the job has not reached yet ends first, as the job would end it.
  const open = await refuels.findOpenOnCard(userId, card.id);
  if (open && open.expiresAt > at) return { created: false, row: open, station: open.station };
  if (open) await expireRefuel(context, tx, open.id, at);

  // From here to the commit this account's other starts, reservations and charges wait: the sums below are
  // what is really available, and nothing else can spend it first.
  if (!(await ledger.lockAccount(tx, userId))) throw new AppError('not_found');
  const { availableCents } = await ledger.sums(userId, tx);
  const want = input.max_amount_cents ?? RESERVATION_DEFAULT_CENTS;
  const hold = holdFor(want, availableCents);
  const id = randomUUID();
  const expiresAt = new Date(at.getTime() + RESERVATION_TTL_MS);
  const startPriceTenths =
    (await postedPriceAt(station.prices, fuel, at, (day) => refuels.historicPrice(station.id, fuel, day))) ??
    null;
  const row = await refuels.insert(tx, {
    id,
    userId,
    cardId: card.id,
    cardLast4: card.panLast4,
    stationId: station.id,
    vehicleId: vehicle?.id ?? null,
    odometerKm: vehicle ? (input.odometer_km ?? null) : null,
    fuelType: fuel as LiquidFuel,
    status: hold > 0 ? 'reserved' : 'awaiting_top_up',
    // Waiting for a top-up, this is what it will reserve once paid.
    reservedCents: hold > 0 ? hold : want,
    startPriceTenths,
    requestKey,
    createdAt: at,
    expiresAt,
    orgId: null,
    driverUserId: null,
  });
  if (!row) {
    // It collided, before holding anything: with a start on this card that committed just before this one
    // took the lock, or with the refuel this request key made before. That one is the answer.
    const seen =
      (await refuels.findOpenOnCard(userId, card.id)) ??
      (requestKey ? await refuels.findByRequestKey(userId, requestKey) : undefined);
    if (!seen) throw new AppError('conflict');
    return { created: false, row: seen, station: seen.station };
  }
  if (hold > 0) await ledger.hold(tx, userId, hold, id);
  await scheduleExpiry(context, tx, id, expiresAt);
  const { title, brand, city } = station;
  return { created: true, row, station: { id: station.id, title, brand, city } };
}

/**
 * A company card's start (issue 24, decision 024): a card of the caller's organisation that they may use
 * (fleet-rules), usable now, paid from the organisation's account. After that account's lock the card's
 * rules and budgets are checked against what was spent (so parallel starts of one organisation are checked
 * one after the other), and only then is the money held. No waiting for a top-up: the driver cannot pay
 * for the organisation, so too little on its balance is a refusal.
 */
async function beginCompany(
  context: RefuelContext,
  tx: Database,
  request: StartRequest,
  at: Date,
): Promise<Begun> {
  const { userId, input, requestKey } = request;
  const { ledger } = context;
  const refuels = createTransactionsRepository(tx);
  const card = await usableCompanyCard(tx, userId, input.cardId, at);
  if (!card) throw new AppError('not_found', { message: cardErrors.card_not_found });
  const account = card.accountUserId;
  const station = await refuels.startStation(input.stationId);
  if (!station?.active) throw new AppError('not_found', { message: transactionMessages.stationNotFound });
  // The vehicle's card refuels its vehicle; a driver's card the organisation's vehicle they name, if any.
  let vehicleId = card.vehicleId;
  let namedFuel: string | null = null;
  if (!vehicleId && input.vehicle_id) {
    const vehicle = await vehicleLookup(tx).byId(account, input.vehicle_id);
    if (!vehicle) throw new AppError('vehicle_not_found');
    vehicleId = vehicle.id;
    namedFuel = vehicle.fuelPrimary;
  }
  await checkCompanyOdometer(
    tx,
    {
      requireOdometer: card.requireOdometer,
      vehicleId,
      odometerKm: input.odometer_km,
      confirmed: input.odometer_confirmed,
    },
    at,
  );
  const ownFuel = card.vehicleFuel ?? namedFuel;
  const vehicleFuel = ownFuel && REFUEL_FUELS.includes(ownFuel) ? ownFuel : undefined;
  const fuel = input.fuel_type ?? vehicleFuel ?? 'euro95';
  if (!REFUEL_FUELS.includes(fuel) || !station.prices.some((price) => price.fuel_type === fuel)) {
    throw fieldError('fuel_type', 'fuel_not_sold');
  }

  const open = await refuels.findOpenOnCard(account, card.id);
  if (open && open.expiresAt > at) return { created: false, row: open, station: open.station };
  if (open) await expireRefuel(context, tx, open.id, at);

  if (!(await ledger.lockAccount(tx, account))) throw new AppError('not_found');
  const want = input.max_amount_cents ?? RESERVATION_DEFAULT_CENTS;
  await checkCompanyStart(tx, {
    card,
    driverUserId: userId,
    stationId: station.id,
    amountCents: want,
    fuel,
    at,
  });
  const { availableCents } = await ledger.sums(account, tx);
  const hold = holdFor(want, availableCents);
  if (hold === 0)
    throw new AppError('insufficient_balance', { message: transactionMessages.companyBalanceLow });
  const id = randomUUID();
  const expiresAt = new Date(at.getTime() + RESERVATION_TTL_MS);
  const startPriceTenths =
    (await postedPriceAt(station.prices, fuel, at, (day) => refuels.historicPrice(station.id, fuel, day))) ??
    null;
  const row = await refuels.insert(tx, {
    id,
    userId: account,
    cardId: card.id,
    cardLast4: card.panLast4,
    stationId: station.id,
    vehicleId,
    odometerKm: input.odometer_km ?? null,
    fuelType: fuel as LiquidFuel,
    status: 'reserved',
    reservedCents: hold,
    startPriceTenths,
    requestKey,
    createdAt: at,
    expiresAt,
    orgId: card.orgId,
    driverUserId: userId,
  });
  if (!row) {
    const seen =
      (await refuels.findOpenOnCard(account, card.id)) ??
      (requestKey ? await refuels.findByRequestKey(account, requestKey) : undefined);
    if (!seen) throw new AppError('conflict');
    return { created: false, row: seen, station: seen.station };
  }
  await ledger.hold(tx, account, hold, id);
  await scheduleExpiry(context, tx, id, expiresAt);
  const { title, brand, city } = station;
  return { created: true, row, station: { id: station.id, title, brand, city } };
}

/**
 * POST /api/transactions/start: the caller's own active card at an existing station; reserves the maximum
 * (capped by what is available) or, under € 10 available, waits for a top-up first. A card has one open
 * refuel at most: a start while it has one answers that one (`created: false`), and so does a start with a
 * request key that made a refuel before. The station's posted price of the fuel is kept with the refuel:
 * the pump completes at that price or at the one posted then.
 *
 * With a `claim` (the Idempotency-Key, as the route hands it over) the key is claimed and the answer kept
 * in the same transaction: a retry gets that answer again (`replayed`); a retry that arrives while the
 * first runs waits for its commit and gets its answer too.
 */
export function startRefuel(context: RefuelContext, request: StartRequest): Promise<Started>;
export function startRefuel(
  context: RefuelContext,
  request: StartRequest,
  claim: IdempotencyClaim | null,
): Promise<Started | Replayed>;
export async function startRefuel(
  context: RefuelContext,
  request: StartRequest,
  claim: IdempotencyClaim | null = null,
): Promise<Started | Replayed> {
  const at = context.now();
  const begun = await inTransaction(context.db, async (tx): Promise<Replayed | Answered> => {
    const kept = claim ? await claimIdempotencyKey(tx, claim, at) : undefined;
    if (kept) return { replayed: kept };
    const refuel = await begin(context, tx, request, at);
    const answer = answerOf(refuel.row, refuel.station);
    if (answer && claim) {
      await keepIdempotentAnswer(tx, claim, { statusCode: statusOf(refuel.created), response: answer });
    }
    return { ...refuel, answer };
  }).catch(async (error: unknown) => {
    // A company card's rule declined it: that start rolled back; the decline is kept, and the managers told.
    if (error instanceof RefuelDeclined) await recordDecline(context.db, error.decline);
    throw error;
  });
  if ('replayed' in begun) return begun;
  if (begun.answer) return { created: begun.created, answer: begun.answer };
  // It waits for a top-up: the refuel (and the key's claim) committed, the checkout and the kept answer
  // follow in a transaction of their own. A failed checkout keeps nothing, so a retry runs anew.
  try {
    const answer = await checkoutAnswer(context, begun.row, begun.station, async (tx, checkout) => {
      if (claim) {
        await keepIdempotentAnswer(tx, claim, { statusCode: statusOf(begun.created), response: checkout });
      }
    });
    return { created: begun.created, answer };
  } catch (error) {
    if (claim) await forgetIdempotencyKey(context.db, claim);
    throw error;
  }
}
