import type { AdminStationQuerySchema, AdminUserQuerySchema } from '@fuellinq/domain';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { textMatch } from '../../db/queries/stations.ts';
import { brands, sessions, stations, users } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/sql-rows.ts';
import type { z } from 'zod';

export type AdminUserRow = typeof users.$inferSelect & { stationCount: number };

/**
 * Erased accounts are anonymous anchors for records kept by law, and an organisation's own account is no
 * person (decision 024): the admin area lists and counts neither.
 */
const notErased = and(
  isNull(users.deletedAt),
  sql`not exists (select 1 from organisations o where o.account_user_id = "users"."id")`,
);

// Qualified by hand: inside the subquery a bare "id" would be the station's.
const stationCount = sql<number>`(select count(*)::int from stations s where s.partner_id = "users"."id")`;

/** Role, account type and block of one account, as a change sets them. */
export interface UserChange {
  role?: 'user' | 'partner' | 'admin';
  accountType?: 'consumer' | 'business';
  /** A date blocks (and ends every session), null unblocks. */
  blockedAt?: Date | null;
}

export function createAdminRepository(db: Database) {
  async function userById(executor: Database, id: string): Promise<AdminUserRow | undefined> {
    const [row] = await executor
      .select({ user: users, stationCount })
      .from(users)
      .where(and(eq(users.id, id), notErased));
    return row ? { ...row.user, stationCount: row.stationCount } : undefined;
  }

  return {
    userById: (id: string) => userById(db, id),

    async users(query: z.output<typeof AdminUserQuerySchema>) {
      const filters: (SQL | undefined)[] = [notErased];
      if (query.q) {
        const pattern = containsPattern(query.q.trim());
        filters.push(
          or(
            ilike(users.email, pattern),
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
            ilike(users.companyName, pattern),
          ),
        );
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.status === 'blocked') filters.push(isNotNull(users.blockedAt));
      if (query.status === 'active') filters.push(isNull(users.blockedAt));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, stationCount })
          .from(users)
          .where(where)
          .orderBy(asc(users.email))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map((row) => ({ ...row.user, stationCount: row.stationCount })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Applies a change to one account with its audit rows, in one transaction. The active admins are locked
     * first, so two admins demoting each other at the same moment cannot leave none: `keepsAnAdmin` sees
     * the admins as they are after every earlier change. Answers 'last_admin' when the change would leave
     * no active admin, 'not_found' for no such account.
     */
    async changeUser(
      id: string,
      change: UserChange,
      audit: (before: AdminUserRow) => AuditEntry[],
    ): Promise<AdminUserRow | 'not_found' | 'last_admin'> {
      return inTransaction(db, async (tx) => {
        const activeAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.blockedAt), notErased))
          .for('update');
        const before = await userById(tx, id);
        if (!before) return 'not_found';
        const stillAdmin =
          (change.role ?? before.role) === 'admin' &&
          (change.blockedAt === undefined ? before.blockedAt === null : change.blockedAt === null);
        const othersActive = activeAdmins.some((admin) => admin.id !== id);
        if (!stillAdmin && !othersActive && activeAdmins.some((admin) => admin.id === id))
          return 'last_admin';

        await tx
          .update(users)
          .set({
            ...(change.role ? { role: change.role } : {}),
            ...(change.accountType ? { accountType: change.accountType } : {}),
            ...(change.blockedAt !== undefined ? { blockedAt: change.blockedAt } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        // A blocked account is out at once: every session ends with the block.
        if (change.blockedAt) await tx.delete(sessions).where(eq(sessions.userId, id));
        await writeAudit(tx, audit(before));
        const after = await userById(tx, id);
        if (!after) throw new Error(`user ${id} vanished inside its own transaction`);
        return after;
      });
    },

    async overview() {
      const [roles, accountTypes, [blocked], [stationCounts]] = await Promise.all([
        db.select({ role: users.role, n: count() }).from(users).where(notErased).groupBy(users.role),
        db
          .select({ accountType: users.accountType, n: count() })
          .from(users)
          .where(notErased)
          .groupBy(users.accountType),
        db
          .select({ n: count() })
          .from(users)
          .where(and(notErased, isNotNull(users.blockedAt))),
        db
          .select({
            total: count(),
            withPartner: sql<number>`count(${stations.partnerId})::int`,
          })
          .from(stations),
      ]);
      return { roles, accountTypes, blocked: blocked?.n ?? 0, stations: stationCounts };
    },

    async stations(query: z.output<typeof AdminStationQuerySchema>) {
      const filters: (SQL | undefined)[] = [];
      if (query.q) filters.push(textMatch(query.q));
      if (query.partner === 'with') filters.push(isNotNull(stations.partnerId));
      if (query.partner === 'without') filters.push(isNull(stations.partnerId));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: stations.id,
            title: stations.title,
            brand: brands.name,
            city: stations.city,
            postcode: stations.postcode,
            active: stations.active,
            partnerId: stations.partnerId,
            partnerEmail: users.email,
          })
          .from(stations)
          .leftJoin(brands, eq(brands.id, stations.brandId))
          .leftJoin(users, eq(users.id, stations.partnerId))
          .where(where)
          .orderBy(asc(stations.title), asc(stations.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(stations).where(where),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
