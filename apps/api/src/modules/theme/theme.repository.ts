import { desc } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { brandThemes } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';

export function createThemeRepository(db: Database) {
  return {
    /** The newest publication, or undefined when no admin ever published a theme. */
    async current() {
      const [row] = await db
        .select({ theme: brandThemes.theme, publishedAt: brandThemes.publishedAt })
        .from(brandThemes)
        .orderBy(desc(brandThemes.publishedAt), desc(brandThemes.id))
        .limit(1);
      return row;
    },

    /** Publishes a theme (null: back to FuelLinq's own) with its audit row, in one transaction. */
    async publish(theme: Record<string, string> | null, publishedBy: string, at: Date, audit: AuditEntry) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(brandThemes)
          .values({ theme, publishedBy, publishedAt: at })
          .returning({ theme: brandThemes.theme, publishedAt: brandThemes.publishedAt });
        await writeAudit(tx, audit);
        if (!row) throw new Error('insert into brand_themes returned nothing');
        return row;
      });
    },
  };
}

export type ThemeRepository = ReturnType<typeof createThemeRepository>;
