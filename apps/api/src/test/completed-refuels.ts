// A refuel written straight into fuel_transactions as the pump's completion leaves it, on a day of the
// test's choosing (Inzichten and the card's saving sum such refuels; the refuel flow has its own tests).
import type { Database } from '../db/database.ts';
import { fuelTransactions } from '../db/schema/index.ts';

export interface TestRefuel {
  userId: string;
  stationId: string;
  /** When it completed (ISO). */
  at: string;
  fuel?: 'euro95' | 'diesel';
  liters: number;
  /** The price paid, in tenths of a cent per litre. */
  priceTenths: number;
  status?: 'completed' | 'cancelled';
}

/** Writes the refuel and answers its amount in cents (litres × price, rounded). */
export async function insertRefuel(
  db: Database,
  { userId, stationId, at, fuel = 'euro95', liters, priceTenths, status = 'completed' }: TestRefuel,
): Promise<number> {
  const amount = Math.round((liters * priceTenths) / 10);
  const completed = status === 'completed';
  await db.insert(fuelTransactions).values({
    userId,
    cardLast4: '1234',
    stationId,
    fuelType: fuel,
    status,
    reservedCents: 15_000,
    amountCents: completed ? amount : null,
    liters: completed ? liters : null,
    priceTenths: completed ? priceTenths : null,
    points: completed ? Math.floor(liters) : null,
    createdAt: new Date(at),
    completedAt: completed ? new Date(at) : null,
    endedAt: new Date(at),
    expiresAt: new Date(new Date(at).getTime() + 30 * 60_000),
  });
  return amount;
}
