import type { Database } from '../../db/database.ts';
import type { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { createSubscriptionRepository, type SubscriptionRow } from './subscription.repository.ts';

// What the subscription's use cases write beside each change, in the change's own transaction.

interface HistoryLine {
  userId: string;
  kind: string;
  description: string;
  amountCents?: number | null;
  at: Date;
}

interface AuditOf {
  actorUserId: string | null;
  action: string;
  details?: Record<string, unknown>;
}

/** A line of the subscription's history (the portal shows it) and, when given, its audit entry. */
export async function recordChange(tx: Database, line: HistoryLine, audit?: AuditOf) {
  await createSubscriptionRepository(tx).addEvent(tx, line);
  if (audit) await writeAudit(tx, { ...audit, entity: 'subscription', entityId: line.userId });
}

/**
 * Sets or clears `cancel_at_period_end` under the subscription's lock: 404 when there is none, 409
 * (`ended`) once it is over. Answers the row as it was, or null when it already was so.
 */
export async function setCancelAtPeriodEnd(
  tx: Database,
  userId: string,
  cancel: boolean,
  at: Date,
  ended: string,
): Promise<SubscriptionRow | null> {
  const repository = createSubscriptionRepository(tx);
  const sub = await repository.lock(tx, userId);
  if (!sub) throw new AppError('no_subscription');
  if (sub.status === 'cancelled') throw new AppError('subscription_ended', { message: ended });
  if (sub.cancelAtPeriodEnd === cancel) return null;
  await repository.update(tx, userId, { cancelAtPeriodEnd: cancel, updatedAt: at });
  return sub;
}

/** Ends a subscription now, saying why in its history and the audit log. */
export async function endSubscription(
  tx: Database,
  userId: string,
  at: Date,
  end: {
    description: string;
    audit: AuditOf;
    /** More to set on the row as it ends. */
    also?: Partial<typeof subscriptions.$inferInsert>;
  },
) {
  await createSubscriptionRepository(tx).update(tx, userId, {
    status: 'cancelled',
    ...end.also,
    endedAt: at,
    updatedAt: at,
  });
  await recordChange(tx, { userId, kind: 'cancelled', description: end.description, at }, end.audit);
}
