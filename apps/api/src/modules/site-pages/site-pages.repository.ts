import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { sitePages } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/sql-rows.ts';

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageValues = Pick<
  typeof sitePages.$inferInsert,
  'slug' | 'title' | 'contentMd' | 'contentHtml' | 'renderHtml' | 'layout' | 'mediaUrl'
>;

/** CMS pages: read by anyone through the service's rules, written by admins only, every write audited. */
export function createSitePagesRepository(db: Database) {
  return {
    async bySlug(slug: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
      return row;
    },

    async byId(id: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.id, id));
      return row;
    },

    async list(options: {
      q?: string | undefined;
      status: 'all' | 'published' | 'draft';
      page: number;
      perPage: number;
    }) {
      const q = options.q?.trim().toLowerCase();
      const like = q ? containsPattern(q) : undefined;
      const conditions: (SQL | undefined)[] = [
        options.status === 'all' ? undefined : eq(sitePages.published, options.status === 'published'),
        like
          ? or(sql`lower(${sitePages.title}) like ${like}`, sql`${sitePages.slug} like ${like}`)
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sitePages)
          .where(where)
          .orderBy(desc(sitePages.updatedAt), asc(sitePages.slug))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ n: count() }).from(sitePages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The sitemap's CMS pages: the published ones, with when they last changed. */
    async published(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt })
        .from(sitePages)
        .where(eq(sitePages.published, true))
        .orderBy(asc(sitePages.slug));
    },

    async create(
      values: SitePageValues & { published: boolean; createdBy: string },
      audit: (row: SitePageRow) => AuditEntry,
    ): Promise<SitePageRow> {
      return inTransaction(db, async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(sitePages)
          .values({
            ...values,
            updatedBy: values.createdBy,
            publishedAt: values.published ? now : null,
          })
          .returning();
        await writeAudit(tx, audit(row!));
        return row!;
      });
    },

    /** Changes a page (content, or its published state) with its audit row; undefined when there is none. */
    async update(
      id: string,
      values: Partial<SitePageValues> & { published?: boolean; updatedBy: string },
      audit: (row: SitePageRow) => AuditEntry,
    ): Promise<SitePageRow | undefined> {
      return inTransaction(db, async (tx) => {
        const now = new Date();
        const publishedAt =
          values.published === undefined ? {} : { publishedAt: values.published ? now : null };
        const [row] = await tx
          .update(sitePages)
          .set({ ...values, ...publishedAt, updatedAt: now })
          .where(eq(sitePages.id, id))
          .returning();
        if (row) await writeAudit(tx, audit(row));
        return row;
      });
    },

    async remove(id: string, audit: (row: SitePageRow) => AuditEntry): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.delete(sitePages).where(eq(sitePages.id, id)).returning();
        if (row) await writeAudit(tx, audit(row));
        return row !== undefined;
      });
    },
  };
}

export type SitePagesRepository = ReturnType<typeof createSitePagesRepository>;
