import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  actorUserId: string | null;
  /** What happened, e.g. 'price.update', 'station.create', 'role.change'. */
  action: string;
  /** The kind of thing changed, e.g. 'station'. */
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit log; pass the transaction when the change itself runs in one. */
export async function writeAudit(db: Database, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((entry) => ({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      details: entry.details ?? null,
    })),
  );
}
