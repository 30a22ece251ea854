import { formatEuro } from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { refuelDeclines } from '../../db/schema/index.ts';
import type { Decline } from './company-check.ts';
import { tellManagers } from './tell-managers.ts';

/**
 * Keeps a declined company refuel and tells the organisation's managers, in a short transaction of its own
 * after the start's rolled back. A failure here never changes the driver's answer (the decline itself).
 */
export async function recordDecline(db: Database, decline: Decline): Promise<void> {
  try {
    await inTransaction(db, async (tx) => {
      await tx.insert(refuelDeclines).values({
        orgId: decline.orgId,
        cardId: decline.cardId,
        driverUserId: decline.driverUserId,
        stationId: decline.stationId,
        amountCents: decline.amountCents,
        fuelType: decline.fuelType,
        rule: decline.rule,
        message: decline.message,
        createdAt: decline.at,
      });
      await tellManagers(tx, decline.orgId, 'refuel_declined', {
        title: `Tankbeurt geweigerd (pas •••• ${decline.cardLast4})`,
        body: `Een tankbeurt van ${formatEuro(decline.amountCents)} is geweigerd. ${decline.message}`,
        link: '/app/fleet/flags',
      });
    });
  } catch {
    // The driver's answer is the decline; a lost record is less bad than a 500 at the pump.
  }
}
