import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { RESET_TOKEN_TTL_MS } from './auth.service.ts';

export interface AdminAccountResult {
  created: boolean;
  previousRole: string | null;
  /** A one-time link, valid for an hour, where the admin sets a password. */
  resetLink: string;
}

/**
 * Creates an admin account, or makes an existing account an admin, with a reset link instead of a password:
 * a new account's password is random and unknown to anyone until the link is used. Recorded in the audit log.
 */
export async function createAdminAccount(
  db: Database,
  email: string,
  options: { publicUrl: string; now?: Date },
): Promise<AdminAccountResult> {
  const now = options.now ?? new Date();
  const token = newToken();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const result = await inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, userId));
    } else {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash: unusable, role: 'admin' })
        .returning({ id: users.id });
      if (!row) throw new Error('insert into users returned nothing');
      userId = row.id;
    }
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    await writeAudit(tx, {
      actorUserId: null,
      action: existing ? 'role.change' : 'admin.create',
      entity: 'user',
      entityId: userId,
      details: { role: 'admin', previous_role: existing?.role ?? null, via: 'admin:create' },
    });
    return { created: !existing, previousRole: existing?.role ?? null };
  });
  return { ...result, resetLink: `${options.publicUrl}/reset?token=${encodeURIComponent(token)}` };
}
