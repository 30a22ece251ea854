import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createAuthRepository(db: Database) {
  // Every authenticated request runs this: prepared once, so PostgreSQL parses and plans it once per connection.
  const activeSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Blocking deletes the sessions; this holds even for one created in the same instant.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('auth_active_session');

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insertUser(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned nothing');
      return row;
    },

    /**
     * A new password, and everything the old one opened closed: every session and every reset link still
     * outstanding, in one transaction.
     */
    async changePassword(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    async createSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session and its user, only while the session has not expired. */
    async findActiveSession(tokenHash: string, now: Date) {
      const [row] = await activeSession.execute({ tokenHash, now });
      return row;
    },

    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Removes sessions past their expiry and reset tokens past theirs; returns how many of each went. */
    async deleteExpired(now: Date): Promise<{ sessions: number; resets: number }> {
      const goneSessions = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      const goneResets = await db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, now))
        .returning({ tokenHash: passwordResets.tokenHash });
      return { sessions: goneSessions.length, resets: goneResets.length };
    },

    async createPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** Whether a reset token is still unused and unexpired (without using it). */
    async findUsablePasswordReset(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Marks an unused, unexpired reset token used and returns its user id, in one statement, so two
     * requests with the same token cannot both succeed.
     */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
