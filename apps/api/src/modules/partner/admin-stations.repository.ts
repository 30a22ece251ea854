import { eq } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { stations, users } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';

export function createAdminStationsRepository(db: Database) {
  return {
    async roleOf(userId: string) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },

    /** Gives the station to the partner (or to none), with its audit row, in one transaction. */
    async assignPartner(
      stationId: string,
      partnerId: string | null,
      audit: AuditEntry,
    ): Promise<string | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(stations)
          .set({ partnerId, updatedAt: new Date() })
          .where(eq(stations.id, stationId))
          .returning({ id: stations.id });
        if (row) await writeAudit(tx, audit);
        return row?.id;
      });
    },
  };
}

export type AdminStationsRepository = ReturnType<typeof createAdminStationsRepository>;
