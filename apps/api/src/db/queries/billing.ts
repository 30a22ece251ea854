// SQL the billing module reads from other modules' tables to make an invoice: the refuels, card fees and
// refunds of a period, the accounts that have any, and who the customer is. Periods are calendar dates in
// Dutch time; a moment belongs to the Dutch day it falls on.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { selectRows } from '../../lib/sql-rows.ts';
import type { Database } from '../database.ts';
import { balanceLedger, billingProfiles, fuelTransactions, stations, users } from '../schema/index.ts';

/** The first moment of a Dutch calendar date, as a timestamptz expression. */
export const dutchDayStart = (isoDate: string) =>
  sql`((${isoDate}::date)::timestamp at time zone 'Europe/Amsterdam')`;
/** The first moment after a Dutch calendar date. */
export const dutchDayEnd = (isoDate: string) =>
  sql`(((${isoDate}::date + 1))::timestamp at time zone 'Europe/Amsterdam')`;

export interface BillableRefuel {
  id: string;
  completedAt: Date;
  stationTitle: string;
  stationCity: string | null;
  fuelType: string;
  liters: number;
  priceTenths: number;
  amountCents: number;
}

/** The user's completed refuels in a period, oldest first. */
export function billableRefuels(db: Database, userId: string, from: string, to: string) {
  return db
    .select({
      id: fuelTransactions.id,
      completedAt: sql<Date>`${fuelTransactions.completedAt}`.mapWith((value) => new Date(value as string)),
      stationTitle: stations.title,
      stationCity: stations.city,
      fuelType: fuelTransactions.fuelType,
      liters: sql<number>`${fuelTransactions.liters}`.mapWith(Number),
      priceTenths: sql<number>`${fuelTransactions.priceTenths}`.mapWith(Number),
      amountCents: sql<number>`${fuelTransactions.amountCents}`.mapWith(Number),
    })
    .from(fuelTransactions)
    .innerJoin(stations, eq(stations.id, fuelTransactions.stationId))
    .where(
      and(
        eq(fuelTransactions.userId, userId),
        eq(fuelTransactions.status, 'completed'),
        gte(fuelTransactions.completedAt, dutchDayStart(from)),
        lt(fuelTransactions.completedAt, dutchDayEnd(to)),
      ),
    )
    .orderBy(asc(fuelTransactions.completedAt)) as Promise<BillableRefuel[]>;
}

/** Balance ledger entries of one kind in a period (card fees, refunds), oldest first. */
export function ledgerEntriesIn(
  db: Database,
  userId: string,
  kind: 'card_fee' | 'refund',
  from: string,
  to: string,
) {
  return db
    .select({
      id: balanceLedger.id,
      reference: balanceLedger.reference,
      amountCents: balanceLedger.balanceDeltaCents,
      description: balanceLedger.description,
      createdAt: balanceLedger.createdAt,
    })
    .from(balanceLedger)
    .where(
      and(
        eq(balanceLedger.userId, userId),
        eq(balanceLedger.kind, kind),
        gte(balanceLedger.createdAt, dutchDayStart(from)),
        lt(balanceLedger.createdAt, dutchDayEnd(to)),
      ),
    )
    .orderBy(asc(balanceLedger.createdAt));
}

/** Who a refuel belongs to and where it stands, whoever asks (an admin refunding it). */
export async function refuelOwner(db: Database, transactionId: string) {
  const [row] = await db
    .select({
      userId: fuelTransactions.userId,
      status: fuelTransactions.status,
      amountCents: fuelTransactions.amountCents,
    })
    .from(fuelTransactions)
    .where(eq(fuelTransactions.id, transactionId));
  return row;
}

/** One refuel by id, with its station (for a credit note's line). */
export async function refuelById(db: Database, userId: string, transactionId: string) {
  const [row] = await db
    .select({
      id: fuelTransactions.id,
      completedAt: fuelTransactions.completedAt,
      stationTitle: stations.title,
      stationCity: stations.city,
      fuelType: fuelTransactions.fuelType,
      liters: fuelTransactions.liters,
      priceTenths: fuelTransactions.priceTenths,
      amountCents: fuelTransactions.amountCents,
    })
    .from(fuelTransactions)
    .innerJoin(stations, eq(stations.id, fuelTransactions.stationId))
    .where(and(eq(fuelTransactions.id, transactionId), eq(fuelTransactions.userId, userId)));
  return row;
}

/**
 * Every account, not erased, with something to bill in a period: a completed refuel, a card fee, a
 * refund, or a subscription period starting in it.
 */
export async function accountsWithActivity(db: Database, from: string, to: string): Promise<string[]> {
  const start = dutchDayStart(from);
  const end = dutchDayEnd(to);
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`
    select active.user_id from (
      select user_id from fuel_transactions
        where status = 'completed' and completed_at >= ${start} and completed_at < ${end}
      union
      select user_id from balance_ledger
        where kind in ('card_fee', 'refund') and created_at >= ${start} and created_at < ${end}
      union
      select user_id from subscription_charges
        where period_start >= ${from}::date and period_start <= ${to}::date
    ) active
    -- An erased account got its last invoice when it was erased.
    join users on users.id = active.user_id and users.deleted_at is null
    order by 1`,
  );
  return rows.map((row) => row.user_id);
}

/** Who an invoice is addressed to: the account's name, e-mail, business details and billing address. */
export async function billingPartyOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountType: users.accountType,
      companyName: users.companyName,
      kvkNumber: users.kvkNumber,
      vatId: users.vatId,
      deletedAt: users.deletedAt,
      street: billingProfiles.street,
      postcode: billingProfiles.postcode,
      city: billingProfiles.city,
    })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
