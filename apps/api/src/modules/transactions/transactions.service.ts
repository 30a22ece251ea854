import { randomUUID } from 'node:crypto';
import {
  balanceMessages,
  cardErrors,
  type HistoryPage,
  type HistoryQuery,
  isoDateIn,
  LIQUID_FUELS,
  type LiquidFuel,
  pointsFor,
  type PumpCompleteBody,
  RESERVATION_DEFAULT_CENTS,
  RESERVATION_TTL_MINUTES,
  START_MIN_AVAILABLE_CENTS,
  type StartTransactionResponse,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  type Transaction,
  transactionMessages,
} from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineEvent, type EventBus } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import { maybeAutoTopUp } from '../balance/balance.service.ts';
import { createLedger, type Ledger } from '../balance/ledger.service.ts';
import { type CardLookup, cardLookup } from '../cards/cards.service.ts';
import { earnPoints, pointsChanged } from '../loyalty/loyalty.service.ts';
import { createPaymentsService, type PaymentsApi } from '../payments/payments.service.ts';
import { type StationLookup, stationLookup } from '../stations/stations.service.ts';
import { logRefuel } from '../vehicle-logs/vehicle-logs.service.ts';
import { vehicleLookup } from '../vehicles/vehicles.service.ts';
import { deliveryConflict, postedPriceAt } from './pump-price.ts';
import { toHistoryItem, toTransactionDto, transactionDto, transactionNumber } from './transaction-dto.ts';
import {
  createTransactionsRepository,
  type FuelTransactionRow,
  type HistoryFilter,
  OPEN_STATUSES,
  type StationSummary,
  type TransactionsRepository,
  type TransactionWithStation,
} from './transactions.repository.ts';

// Nu tanken: a refuel reserves money on the prepaid balance (never on the bank account), the driver
// confirms it on the checkout, the pump completes it with what was really fuelled, and what was not spent
// is back on the balance in the same database transaction (docs/decisions/012-money.md). Every money
// movement is a ledger entry whose reference is the refuel's id, so no retry can book it twice.

/** The driver confirmed a refuel: the pump may run (the pump simulator acts on it). */
export const refuelConfirmed = defineEvent<{ transactionId: string; userId: string }>(
  'transactions.confirmed',
);

/** The job that releases a reservation the pump never completed. */
export const EXPIRE_JOB = 'transactions.expire';

const TTL_MS = RESERVATION_TTL_MINUTES * 60_000;
const REFUEL_FUELS: readonly string[] = LIQUID_FUELS;

const notFound = () => new AppError(404, 'not_found', transactionMessages.notFound);
const notOpen = () => new AppError(409, 'not_open', transactionMessages.notOpen);
const notConfirmed = () =>
  new AppError(409, 'not_confirmed', 'De bestuurder heeft deze tankbeurt nog niet bevestigd.');

/** Who completes a refuel: the pump of the station's partner (its API key), or the built-in simulator. */
export type PumpCaller = { kind: 'partner'; partnerId: string } | { kind: 'simulator' };

/** The spec's demo checkout (§2): transaction, station, card and the amount in cents. */
export function demoCheckoutUrl(row: FuelTransactionRow): string {
  const query = new URLSearchParams({
    tx: row.id,
    station: row.stationId,
    c: row.cardId ?? '',
    amt: String(row.reservedCents),
  });
  return `/app/checkout-demo?${query.toString()}`;
}

/** A refuel whose pump may be running: the page that follows it (spec §2 /app/success). */
export const progressUrl = (row: FuelTransactionRow) => `/app/success?tx=${encodeURIComponent(row.id)}`;

/** How often a start tries again when its card's open refuel closed just as it collided with it. */
const START_TRIES = 3;

/** What to top up before a refuel can reserve `wantCents`: the shortfall in whole euros, within the limits. */
export function topUpFor(wantCents: number, availableCents: number): number {
  const shortfall = Math.ceil(Math.max(0, wantCents - Math.max(0, availableCents)) / 100) * 100;
  return Math.min(TOP_UP_MAX_CENTS, Math.max(TOP_UP_MIN_CENTS, shortfall));
}

/** Litres × euro per litre, in cents; the pump's amount may differ by a cent of rounding. */
const amountOf = (liters: number, pricePerL: number) => Math.round(liters * pricePerL * 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface TransactionsServiceDeps {
  db: Database;
  repository?: TransactionsRepository;
  ledger: Ledger;
  cards: Pick<CardLookup, 'findOwned'>;
  stations: StationLookup;
  vehicles: ReturnType<typeof vehicleLookup>;
  payments: PaymentsApi;
  jobs: Pick<JobRunner, 'enqueue'>;
  now?: () => Date;
  /** After a confirmation committed. */
  onConfirmed?: (transaction: { transactionId: string; userId: string }) => Promise<void>;
  /** After a completion committed: points were booked, the balance went down. */
  onSettled?: (settled: { userId: string; transactionId: string; points: number }) => Promise<void>;
}

export interface StartInput {
  cardId: string;
  stationId: string;
  fuel_type?: string | undefined;
  max_amount_cents?: number | undefined;
}

/**
 * A start whose insert collided inside its own transaction: a refuel with the same request key, or another
 * open one on the card. It rolls back (with its reservation) and answers that one.
 */
class DuplicateStart extends Error {}
/** A start that found less than € 10 available: it waits for a top-up instead of holding that little. */
class TooLittle extends Error {}

export function createTransactionsService(deps: TransactionsServiceDeps) {
  const {
    db,
    repository = createTransactionsRepository(db),
    ledger,
    cards,
    stations,
    vehicles,
    payments,
    jobs,
    now = () => new Date(),
  } = deps;

  async function owned(userId: string, id: string): Promise<TransactionWithStation> {
    const found = await repository.findOwned(userId, id);
    if (!found) throw notFound();
    return found;
  }

  /**
   * The answer of a start: the demo checkout, the top-up that comes first, or (the pump already runs) the
   * refuel's progress. Answered again for the same refuel, its top-up is the same payment (request key).
   */
  async function startAnswer(
    row: FuelTransactionRow,
    station: StationSummary,
  ): Promise<StartTransactionResponse> {
    const transaction = toTransactionDto(row, station);
    if (row.status === 'fuelling') return { url: progressUrl(row), transaction };
    if (row.status !== 'awaiting_top_up') return { url: demoCheckoutUrl(row), transaction };
    // Under the refuel's lock, so that starts answering it at the same moment book and send one payment
    // between them (the first; the others find it by its request key), not one each at the provider.
    const checkout = await inTransaction(db, async (tx) => {
      await repository.lock(tx, row.id);
      const { availableCents } = await ledger.sums(row.userId, tx);
      return payments.createCheckout(
        {
          userId: row.userId,
          purpose: 'top_up',
          amountCents: topUpFor(row.reservedCents, availableCents),
          metadata: { transaction_id: row.id },
          returnPath: demoCheckoutUrl(row),
          // A retried or repeated start finds the same payment.
          requestKey: `refuel:${row.id}`,
        },
        tx,
      );
    });
    return { url: checkout.url, transaction };
  }

  function scheduleExpiry(tx: Database, id: string, runAt: Date, suffix = '') {
    return jobs.enqueue(
      EXPIRE_JOB,
      { transactionId: id },
      { runAt, key: `${EXPIRE_JOB}:${id}${suffix}`, db: tx },
    );
  }

  /**
   * Inside `tx`: a refuel still open at its expiry is released in full and expires. Anything else
   * (completed, cancelled, extended by a top-up) is left alone.
   */
  async function expire(tx: Database, id: string, at: Date): Promise<void> {
    const row = await repository.lock(tx, id);
    if (!row || !(OPEN_STATUSES as readonly string[]).includes(row.status) || row.expiresAt > at) return;
    const released = row.status === 'awaiting_top_up' ? 0 : row.reservedCents;
    if (released > 0) await ledger.release(tx, row.userId, released, id);
    await repository.update(tx, id, {
      status: 'expired',
      endedAt: at,
      completion: { released_cents: released },
    });
  }

  return {
    /**
     * POST /api/transactions/start: the caller's own active card at an existing station; reserves the
     * maximum (capped by what is available) or, under € 10 available, waits for a top-up first. A card has
     * one open refuel at most: a start while it has one answers that one (`created: false`), and so does a
     * start with a request key (the Idempotency-Key) that was seen before. The station's posted price of the
     * fuel is kept with the refuel: the pump completes at that price or at the one posted then.
     */
    async start(
      userId: string,
      input: StartInput,
      requestKey: string | null,
    ): Promise<{ created: boolean; answer: StartTransactionResponse }> {
      // Independent reads, side by side. A refuel started before with this key is found when its insert
      // collides (below): the Idempotency-Key plugin answers most retries before they get here.
      const [card, station] = await Promise.all([
        cards.findOwned(userId, input.cardId),
        stations.station(input.stationId),
      ]);
      if (!card) throw new AppError(404, 'not_found', cardErrors.card_not_found);
      if (card.status !== 'active' || !card.isActive) {
        throw new AppError(409, 'no_active_card', transactionMessages.chooseActiveCard, {
          issues: [{ path: 'cardId', message: transactionMessages.chooseActiveCard }],
        });
      }
      if (!station?.active) throw new AppError(404, 'not_found', transactionMessages.stationNotFound);
      const vehicle = card.plate ? await vehicles.byPlate(userId, card.plate) : undefined;
      const vehicleFuel =
        vehicle?.fuelPrimary && REFUEL_FUELS.includes(vehicle.fuelPrimary) ? vehicle.fuelPrimary : undefined;
      const fuel = input.fuel_type ?? vehicleFuel ?? 'euro95';
      const sold = station.prices.some((price) => price.fuel_type === fuel);
      if (!REFUEL_FUELS.includes(fuel) || !sold) {
        throw fieldError('fuel_type', transactionMessages.fuelNotSold, 'fuel_not_sold');
      }
      const want = input.max_amount_cents ?? RESERVATION_DEFAULT_CENTS;
      const id = randomUUID();
      const at = now();
      const startPriceTenths =
        (await postedPriceAt(station.prices, fuel, at, (day) =>
          repository.historicPrice(station.id, fuel, day),
        )) ?? null;
      const expiresAt = new Date(at.getTime() + TTL_MS);
      const summary: StationSummary = {
        id: station.id,
        title: station.title,
        brand: station.brand,
        city: station.city,
      };
      /**
       * One try: reserve (reserveUpTo locks the account and holds at most what is available then, never
       * more), insert the refuel and schedule its expiry. Under € 10 available there is no reservation but
       * a top-up first: a try that finds so little rolls back, and the second makes no reservation at all.
       */
      const attempt = (mayReserve: boolean) =>
        inTransaction(db, async (tx) => {
          const reserved = mayReserve ? await ledger.reserveUpTo(tx, userId, want, id) : 0;
          if (reserved > 0 && reserved < want && reserved < START_MIN_AVAILABLE_CENTS) throw new TooLittle();
          const inserted = await repository.insert(tx, {
            id,
            userId,
            cardId: card.id,
            cardLast4: card.panLast4,
            stationId: station.id,
            vehicleId: vehicle?.id ?? null,
            fuelType: fuel as LiquidFuel,
            status: reserved > 0 ? 'reserved' : 'awaiting_top_up',
            // Waiting for a top-up, this is what it will reserve once paid.
            reservedCents: reserved > 0 ? reserved : want,
            startPriceTenths,
            requestKey,
            createdAt: at,
            expiresAt,
          });
          if (!inserted) throw new DuplicateStart();
          await scheduleExpiry(tx, id, expiresAt);
          return inserted;
        });
      const again = (seen: TransactionWithStation) => startAnswer(seen, seen.station);
      for (let tries = 1; ; tries++) {
        // The card's open refuel is the answer (a second tap, a retry, 90 starts at once); one past its
        // expiry that the job has not reached yet ends first, as the job would end it.
        const open = await repository.findOpenOnCard(userId, card.id);
        if (open && open.expiresAt > at) return { created: false, answer: await again(open) };
        if (open) await inTransaction(db, (tx) => expire(tx, open.id, at));
        const row = await attempt(true)
          .catch((error: unknown) => {
            if (error instanceof TooLittle) return attempt(false);
            throw error;
          })
          .catch((error: unknown) => {
            if (error instanceof DuplicateStart) return undefined;
            throw error;
          });
        if (row) return { created: true, answer: await startAnswer(row, summary) };
        // It collided: with this request key's refuel, or with a start on this card that got there first
        // (the loop finds that one, unless it closed meanwhile: then this start tries again).
        const seen = requestKey ? await repository.findByRequestKey(userId, requestKey) : undefined;
        if (seen) return { created: false, answer: await again(seen) };
        if (tries >= START_TRIES) throw new AppError(409, 'conflict');
      }
    },

    /** What a pump knows of a refuel: how much it may deliver, of which fuel, where (the simulator reads it). */
    async pumpView(id: string) {
      const found = await repository.findById(id);
      return (
        found && {
          status: found.status,
          reservedCents: found.reservedCents,
          stationId: found.stationId,
          fuelType: found.fuelType,
          startPriceTenths: found.startPriceTenths,
        }
      );
    },

    async get(userId: string, id: string): Promise<Transaction> {
      return transactionDto(await owned(userId, id));
    },

    /** The driver pressed Betalen on the checkout: the pump may run. Again is the same answer. */
    async confirm(userId: string, id: string): Promise<Transaction> {
      await owned(userId, id);
      const changed = await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || row.userId !== userId) throw notFound();
        if (row.status === 'fuelling' || row.status === 'completed') return false;
        if (row.status === 'awaiting_top_up')
          throw new AppError(409, 'awaiting_top_up', balanceMessages.insufficient);
        if (row.status !== 'reserved') throw notOpen();
        await repository.update(tx, id, { status: 'fuelling', confirmedAt: now() });
        return true;
      });
      if (changed) await deps.onConfirmed?.({ transactionId: id, userId });
      return transactionDto(await owned(userId, id));
    },

    /** Annuleren on the checkout: the whole reservation is back at once. Again is the same answer. */
    async cancel(userId: string, id: string): Promise<Transaction> {
      await owned(userId, id);
      await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || row.userId !== userId) throw notFound();
        if (row.status === 'cancelled') return;
        // Once the driver paid, the pump may be running: only its report (or the expiry) ends the refuel.
        if (row.status === 'fuelling') {
          throw new AppError(409, 'already_fuelling', 'De pomp is vrijgegeven: annuleren kan niet meer.');
        }
        if (row.status !== 'reserved' && row.status !== 'awaiting_top_up') throw notOpen();
        const released = row.status === 'reserved' ? row.reservedCents : 0;
        if (released > 0) await ledger.release(tx, userId, released, id);
        await repository.update(tx, id, {
          status: 'cancelled',
          endedAt: now(),
          completion: { released_cents: released },
        });
      });
      return transactionDto(await owned(userId, id));
    },

    /**
     * The pump reports what it delivered. In one database transaction: capture the amount and release the
     * rest, book the points (double where an offer runs, capped per euro paid), log the refuel for the
     * card's vehicle, mark it completed. A price the station did not post (at the start or now), more litres
     * than the reservation buys at it, or an amount over the reservation captures nothing (409) and leaves
     * the refuel open for a correct report; a completed refuel stays completed.
     */
    async complete(caller: PumpCaller, id: string, body: PumpCompleteBody): Promise<Transaction> {
      if (Math.abs(amountOf(body.liters, body.price_per_l) - body.amount_cents) > 1) {
        throw new AppError(400, 'amount_mismatch', transactionMessages.amountMismatch, {
          issues: [{ path: 'amount_cents', message: transactionMessages.amountMismatch }],
        });
      }
      const liters = round2(body.liters);
      if (liters <= 0) throw fieldError('liters', transactionMessages.amountMismatch, 'amount_mismatch');
      const found = await repository.findById(id);
      const place = found && (await repository.stationOf(id));
      if (!found || !place) throw notFound();
      if (caller.kind === 'partner' && place.partnerId !== caller.partnerId) {
        throw new AppError(403, 'forbidden', transactionMessages.pumpKeyOtherStation);
      }
      const at = now();
      const [doubled, station] = await Promise.all([
        stations.offerRunsAt({ id: place.stationId, partnerId: place.partnerId, brandId: place.brandId }, at),
        stations.station(place.stationId),
      ]);
      const postedNow = await postedPriceAt(station?.prices ?? [], found.fuelType, at, (day) =>
        repository.historicPrice(place.stationId, found.fuelType, day),
      );
      const points = pointsFor({ liters, amountCents: body.amount_cents, doubled });
      const number = transactionNumber(found.number);
      const settled = await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row) throw notFound();
        if (row.status === 'completed') {
          const same =
            row.amountCents === body.amount_cents &&
            row.liters === liters &&
            row.priceTenths === Math.round(body.price_per_l * 1000);
          throw same
            ? notOpen()
            : new AppError(409, 'completed_differently', transactionMessages.completedDifferently);
        }
        if (row.status === 'reserved') throw notConfirmed();
        if (row.status !== 'fuelling') throw notOpen();
        const refused = deliveryConflict(body, row.reservedCents, {
          atStart: row.startPriceTenths,
          now: postedNow,
        });
        if (refused) throw refused;
        if (body.amount_cents > row.reservedCents) {
          throw new AppError(409, 'over_reservation', transactionMessages.overReservation, {
            issues: [{ path: 'amount_cents', message: transactionMessages.overReservation }],
          });
        }
        await ledger.settle(tx, row.userId, row.reservedCents, body.amount_cents, id);
        await earnPoints(tx, {
          userId: row.userId,
          points,
          reference: id,
          description: `Tankbeurt ${number} bij ${found.station.title}${doubled ? ' (dubbele punten)' : ''}`,
          at,
        });
        const priceTenths = Math.round(body.price_per_l * 1000);
        if (row.vehicleId) {
          await logRefuel(tx, {
            ownerUserId: row.userId,
            accountType: row.accountType,
            vehicleId: row.vehicleId,
            stationId: row.stationId,
            fuelType: row.fuelType,
            liters,
            totalCents: body.amount_cents,
            priceTenths,
            date: isoDateIn(at),
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
        await writeAudit(tx, {
          actorUserId: caller.kind === 'partner' ? caller.partnerId : null,
          action: 'transaction.complete',
          entity: 'fuel_transaction',
          entityId: id,
          details: { amount_cents: body.amount_cents, liters, by: caller.kind },
        });
        return { userId: row.userId };
      });
      await deps.onSettled?.({ userId: settled.userId, transactionId: id, points });
      return transactionDto((await repository.findById(id))!);
    },

    /** The expiry job (inside the job's transaction, `tx`). */
    expire,

    /** The top-up a refuel waited for is paid: reserve now and carry on (the checkout comes next). */
    async continueAfterTopUp(userId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || row.userId !== userId || row.status !== 'awaiting_top_up') return;
        const reserved = await ledger.reserveUpTo(tx, userId, row.reservedCents, id);
        if (reserved <= 0) return;
        const expiresAt = new Date(now().getTime() + TTL_MS);
        await repository.update(tx, id, { status: 'reserved', reservedCents: reserved, expiresAt });
        await scheduleExpiry(tx, id, expiresAt, ':after-top-up');
      });
    },

    /** The top-up a refuel waited for failed or was cancelled: so is the refuel (nothing was reserved). */
    async abandonAfterTopUp(userId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || row.userId !== userId || row.status !== 'awaiting_top_up') return;
        await repository.update(tx, id, {
          status: 'cancelled',
          endedAt: now(),
          completion: { released_cents: 0 },
        });
      });
    },

    /** GET /api/transactions: refuels, top-ups, card fees and rewards, newest first. */
    async history(
      userId: string,
      query: HistoryQuery & { page: number; per_page: number },
    ): Promise<HistoryPage> {
      const { rows, total } = await repository.history(
        userId,
        filterOf(query),
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return { items: rows.map(toHistoryItem), total, page: query.page, per_page: query.per_page };
    },

    /** Every line of the filtered history (up to `limit`), for the CSV export. */
    async historyAll(userId: string, query: HistoryQuery, limit: number) {
      const { rows } = await repository.history(userId, filterOf(query), limit, 0);
      return rows.map(toHistoryItem);
    },

    /** A completed refuel of the caller, for its receipt. */
    async receipt(userId: string, id: string) {
      const found = await owned(userId, id);
      if (found.status !== 'completed') {
        throw new AppError(409, 'not_completed', 'Een bon is er pas als de tankbeurt klaar is.');
      }
      return found;
    },
  };
}

function filterOf(query: HistoryQuery): HistoryFilter {
  return {
    from: query.from,
    to: query.to,
    cardId: query.card_id,
    stationId: query.station_id,
    status: query.status,
    kind: query.kind,
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/** What the app hands a module: its database, configuration, events, jobs and clock. */
export interface AppParts {
  db: Database;
  config: Config;
  events: EventBus;
  jobs: JobRunner;
  now: () => Date;
}

/**
 * The refuel service as the app wires it (the transactions routes and the pump side share it); tests may
 * swap a dependency, such as a stand-in for the payment provider.
 */
export function transactionsServiceFor(app: AppParts, overrides: Partial<TransactionsServiceDeps> = {}) {
  return createTransactionsService({
    db: app.db,
    ledger: createLedger(app.db),
    cards: cardLookup(app.db),
    stations: stationLookup(app.db),
    vehicles: vehicleLookup(app.db),
    payments: createPaymentsService({ db: app.db, config: app.config, events: app.events, now: app.now }),
    jobs: app.jobs,
    now: app.now,
    // A reservation held and a refuel settled both lower the available amount: under the user's threshold,
    // an automatic top-up through the mandate follows (one at a time; a job of the balance module).
    onConfirmed: async (confirmed) => {
      await app.events.emit(refuelConfirmed, confirmed);
      await maybeAutoTopUp(app, confirmed.userId);
    },
    onSettled: async ({ userId, points }) => {
      if (points > 0) await app.events.emit(pointsChanged, { userId });
      await maybeAutoTopUp(app, userId);
    },
    ...overrides,
  });
}

export type { SpendingRow } from './transactions.repository.ts';
/** What a pump's delivery is held to (the pump simulator delivers what it accepts). */
export { deliveryConflict } from './pump-price.ts';

/**
 * What other modules may read of a user's refuels (the insights): the completed ones since the first day of
 * `fromMonth` (YYYY-MM, Dutch time) up to `until`, summed per month, brand and fuel, with the posted and
 * national prices of their days beside them.
 */
export function refuelSpending(db: Database, userId: string, fromMonth: string, until: Date) {
  return createTransactionsRepository(db).spending(userId, fromMonth, until);
}
