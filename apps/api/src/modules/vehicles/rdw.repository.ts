import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type RdwRaw, rdwCache } from '../../db/schema/index.ts';

export function createRdwRepository(db: Database) {
  return {
    async find(plate: string) {
      const [row] = await db.select().from(rdwCache).where(eq(rdwCache.licensePlate, plate)).limit(1);
      return row;
    },

    async save(plate: string, raw: RdwRaw, fetchedAt: Date): Promise<void> {
      await db
        .insert(rdwCache)
        .values({ licensePlate: plate, raw, fetchedAt })
        .onConflictDoUpdate({ target: rdwCache.licensePlate, set: { raw, fetchedAt } });
    },
  };
}

export type RdwRepository = ReturnType<typeof createRdwRepository>;
