import { eq, inArray } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { grantedBrands } from '../../db/queries/partner-brands.ts';
import { brands, partnerBrands, stations, users } from '../../db/schema/index.ts';
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

    async brandsBySlugs(slugs: string[]) {
      if (slugs.length === 0) return [];
      return db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.slug, slugs));
    },

    partnerBrands: (partnerId: string) => grantedBrands(db, partnerId),

    /** Replaces the partner's granted brands, with its audit row, in one transaction. */
    async setPartnerBrands(partnerId: string, brandIds: string[], grantedBy: string, audit: AuditEntry) {
      await inTransaction(db, async (tx) => {
        await tx.delete(partnerBrands).where(eq(partnerBrands.partnerId, partnerId));
        if (brandIds.length > 0) {
          await tx
            .insert(partnerBrands)
            .values(brandIds.map((brandId) => ({ partnerId, brandId, grantedBy })));
        }
        await writeAudit(tx, audit);
      });
    },
  };
}

export type AdminStationsRepository = ReturnType<typeof createAdminStationsRepository>;
