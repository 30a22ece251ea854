import type {
  ManagerNotificationKind,
  NotificationDelivery,
  NotificationKind,
} from '@fuellinq/domain/notifications/notification-kinds';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  jobs,
  notificationPreferences,
  notifications,
  orgAlertMarks,
  orgMembers,
} from '../../db/schema/index.ts';

// Telling people what matters (issue 24 §6). Every other module calls these two inside the transaction of
// the change they report: the in-app notification and its mail job commit with that change, or neither
// does (the outbox: the mail job is a row in `jobs`, sent by the runner, retried until the server takes it).

/** Sends one notification's e-mail (or one daily summary): leased, keyed per notification, so sent once. */
export const NOTIFICATION_MAIL_JOB = 'notifications.mail';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app (`/app/fleet/flags`), made absolute in the mail. */
  link?: string | null;
  orgId?: string | null;
  /** When it happened (default: the database's clock at the insert, so one transaction's several stay in order). */
  at?: Date;
}

export interface NotificationMailPayload extends Record<string, unknown> {
  userId: string;
  subject: string;
  text: string;
}

/** Enqueues a mail job in `tx` (a row in `jobs`: the runner picks it up once `tx` has committed). */
export async function enqueueNotificationMail(tx: Database, key: string, mail: NotificationMailPayload) {
  await tx
    .insert(jobs)
    .values({
      // Due at once, whatever the clock of the runner that takes it (tests run it on a fixed clock).
      runAt: new Date(0),
      kind: NOTIFICATION_MAIL_JOB,
      key: `${NOTIFICATION_MAIL_JOB}:${key}`,
      payload: mail,
      maxAttempts: 8,
    })
    .onConflictDoNothing();
}

/** The row of one notification for one person. */
function notificationRow(userId: string, input: NotificationInput, delivery: 'direct' | 'daily' | 'app') {
  return {
    userId,
    orgId: input.orgId ?? null,
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    delivery,
    createdAt: input.at ?? sql`clock_timestamp()`,
  };
}

async function insertNotification(
  tx: Database,
  userId: string,
  input: NotificationInput,
  delivery: 'direct' | 'daily' | 'app',
) {
  const [row] = await tx
    .insert(notifications)
    .values(notificationRow(userId, input, delivery))
    .returning({ id: notifications.id });
  if (delivery === 'direct') {
    await enqueueNotificationMail(tx, row!.id, { userId, subject: input.title, text: mailText(input) });
  }
  return row!.id;
}

/** The mail of one notification: its text and, when it has one, the link into the app (made absolute when sent). */
function mailText(input: Pick<NotificationInput, 'body' | 'link'>) {
  return input.link ? `${input.body}\n\nBekijk het in de app: {publicUrl}${input.link}` : input.body;
}

/** Tells one person: in the app, and by e-mail (default) — a driver's answer to their room request, say. */
export async function notifyUser(
  tx: Database,
  userId: string,
  input: NotificationInput & { mail?: boolean },
): Promise<string> {
  return insertNotification(tx, userId, input, input.mail === false ? 'app' : 'direct');
}

/**
 * Tells many people at once, in the app only (no mail): one statement however many, for a module that tells
 * a crowd about one change (a price that crossed many drivers' alerts). In the order given.
 */
export async function notifyUsersInApp(
  tx: Database,
  items: { userId: string; input: NotificationInput }[],
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(notifications)
    .values(items.map(({ userId, input }) => notificationRow(userId, input, 'app')));
}

/**
 * Tells every current owner and manager of the organisation, each as they chose for this kind: direct (in
 * the app and by e-mail now), daily (in the app now, by e-mail in the next daily summary) or off (nothing).
 * Answers how many were told.
 */
export async function notifyOrgManagers(
  tx: Database,
  orgId: string,
  kind: ManagerNotificationKind,
  input: Omit<NotificationInput, 'kind' | 'orgId'>,
): Promise<number> {
  const managers = await tx
    .select({ userId: orgMembers.userId, delivery: notificationPreferences.delivery })
    .from(orgMembers)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, orgMembers.userId),
        eq(notificationPreferences.orgId, orgMembers.orgId),
        eq(notificationPreferences.kind, kind),
      ),
    )
    .where(
      and(
        eq(orgMembers.orgId, orgId),
        inArray(orgMembers.role, ['owner', 'manager']),
        isNull(orgMembers.removedAt),
      ),
    );
  let told = 0;
  for (const manager of managers) {
    const delivery: NotificationDelivery = manager.delivery ?? 'direct';
    if (delivery === 'off') continue;
    await insertNotification(tx, manager.userId, { ...input, kind, orgId }, delivery);
    told += 1;
  }
  return told;
}

/**
 * Marks an alert of the organisation as fired: true the first time for `key`, false while the mark stands
 * (so "budget at 80 %" is told once per period, "balance low" once per crossing). Safe under concurrency:
 * the mark is one row with a primary key.
 */
export async function markAlertOnce(tx: Database, orgId: string, key: string): Promise<boolean> {
  const inserted = await tx
    .insert(orgAlertMarks)
    .values({ orgId, key })
    .onConflictDoNothing()
    .returning({ key: orgAlertMarks.key });
  return inserted.length > 0;
}

/** Lifts a mark, so the alert can fire again (the balance is above its threshold again). */
export async function clearAlertMark(tx: Database, orgId: string, key: string): Promise<void> {
  await tx.delete(orgAlertMarks).where(and(eq(orgAlertMarks.orgId, orgId), eq(orgAlertMarks.key, key)));
}
