import type { AuditEntry, PageQuery } from '@fuellinq/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { orgAuditLog, users } from '../../db/schema/index.ts';
import { requireOrgRole } from './org-access.service.ts';
import { personName } from './org-dto.ts';

// The audit as the owner and managers read it (issue 24 §6: "visible to the owner and managers"), newest
// first, a page at a time.

const actors = alias(users, 'actor');
const subjects = alias(users, 'subject');

type Person = {
  id: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
} | null;
const ref = (person: Person) =>
  person?.id && person.email
    ? { user_id: person.id, name: personName({ ...person, email: person.email }) }
    : null;

export async function listAudit(
  db: Database,
  orgId: string,
  userId: string,
  page: PageQuery,
): Promise<AuditEntry[]> {
  await requireOrgRole(db, orgId, userId, 'manage');
  const person = (table: typeof actors | typeof subjects) => ({
    id: table.id,
    email: table.email,
    firstName: table.firstName,
    lastName: table.lastName,
  });
  const rows = await db
    .select({ entry: orgAuditLog, actor: person(actors), subject: person(subjects) })
    .from(orgAuditLog)
    .leftJoin(actors, eq(actors.id, orgAuditLog.actorUserId))
    .leftJoin(subjects, eq(subjects.id, orgAuditLog.subjectUserId))
    .where(eq(orgAuditLog.orgId, orgId))
    .orderBy(desc(orgAuditLog.createdAt), desc(orgAuditLog.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return rows.map(({ entry, actor, subject }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: ref(actor),
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    subject: ref(subject),
    before: entry.before,
    after: entry.after,
  }));
}
