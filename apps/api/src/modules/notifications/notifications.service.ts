import {
  MANAGER_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@fuellinq/domain/notifications/notification-kinds';
import type {
  NotificationDto,
  NotificationPreferences,
} from '@fuellinq/domain/notifications/notification.contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';

// The signed-in person's own notifications (never anyone else's) and a manager's delivery per kind.

const notificationNotFound = () => new AppError('not_found', { message: 'Deze melding bestaat niet.' });

export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<NotificationDto[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    org_id: row.orgId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}

export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: Number(row?.count ?? 0) };
}

/** Marks one of the caller's own notifications read; someone else's id is 404, as one that does not exist. */
export async function markRead(db: Database, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notificationNotFound();
}

export async function markAllRead(db: Database, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

async function preferencesOf(db: Database, orgId: string, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.orgId, orgId), eq(notificationPreferences.userId, userId)));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    MANAGER_NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? 'direct']),
  ) as NotificationPreferences;
}

/** The caller's delivery per kind in this organisation (an owner or manager: the ones who are told). */
export async function getPreferences(db: Database, orgId: string, userId: string) {
  const membership = await requireOrgRole(db, orgId, userId, 'manage');
  return preferencesOf(db, membership.orgId, userId);
}

export async function updatePreferences(
  db: Database,
  orgId: string,
  userId: string,
  body: Partial<NotificationPreferences>,
  now: Date,
) {
  const membership = await requireOrgRole(db, orgId, userId, 'manage');
  return inTransaction(db, async (tx) => {
    for (const [kind, delivery] of Object.entries(body)) {
      if (!delivery) continue;
      await tx
        .insert(notificationPreferences)
        .values({ userId, orgId: membership.orgId, kind, delivery, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.orgId,
            notificationPreferences.kind,
          ],
          set: { delivery, updatedAt: now },
        });
    }
    return preferencesOf(tx, membership.orgId, userId);
  });
}
