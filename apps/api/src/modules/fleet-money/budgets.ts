import type { MyCompanyBudget, OrgBudgets } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { costCentres, fuelTransactions, orgMembers, organisations, users } from '../../db/schema/index.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';
import { budgetUse, orgSpending, periodsAt } from './spending.ts';

// Budgets per driver (org_members.monthly_budget_cents) and per cost centre (max per day and month), each
// with what is used now (issue 24 §5). Setting them is the orgs module's; the pump enforces them.

export const personName = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email;

export async function orgBudgets(
  db: Database,
  orgId: string,
  userId: string,
  now: Date,
): Promise<OrgBudgets> {
  const membership = await requireOrgRole(db, orgId, userId, 'read');
  const periods = periodsAt(now);
  const [spending, members, centres] = await Promise.all([
    orgSpending(db, membership.orgId, membership.accountUserId, periods),
    db
      .select({
        userId: orgMembers.userId,
        role: orgMembers.role,
        budget: orgMembers.monthlyBudgetCents,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, membership.orgId), isNull(orgMembers.removedAt)))
      .orderBy(asc(users.firstName), asc(users.email)),
    db
      .select()
      .from(costCentres)
      .where(eq(costCentres.orgId, membership.orgId))
      .orderBy(asc(costCentres.name)),
  ]);
  return {
    month: periods.month,
    day: periods.day,
    spent_month_cents: spending.totalMonth,
    // Everyone who drives or has a budget; a bookkeeper without either is no budget line.
    drivers: members
      .filter(
        (member) =>
          member.role === 'driver' || member.budget !== null || spending.byDriver.has(member.userId),
      )
      .map((member) => {
        const used = spending.byDriver.get(member.userId) ?? 0;
        return {
          user_id: member.userId,
          name: personName(member),
          role: member.role,
          used_month_cents: used,
          month: budgetUse(member.budget, used),
        };
      }),
    cost_centres: centres.map((centre) => {
      const used = spending.byCentre.get(centre.id) ?? { day: 0, month: 0 };
      return {
        id: centre.id,
        name: centre.name,
        used_day_cents: used.day,
        used_month_cents: used.month,
        day: budgetUse(centre.maxPerDayCents, used.day),
        month: budgetUse(centre.maxPerMonthCents, used.month),
      };
    }),
  };
}

/**
 * A driver's own budget in each organisation they are a member of ("Mijn zakelijke pas"): used this month
 * and what is left. Only their own company refuels count; nothing of anyone else's is shown.
 */
export async function myCompanyBudget(db: Database, userId: string, now: Date): Promise<MyCompanyBudget> {
  const periods = periodsAt(now);
  const memberships = await db
    .select({
      orgId: orgMembers.orgId,
      orgName: organisations.name,
      accountUserId: organisations.accountUserId,
      budget: orgMembers.monthlyBudgetCents,
    })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.userId, userId), isNull(orgMembers.removedAt)))
    .orderBy(asc(organisations.name));
  if (memberships.length === 0) return [];
  const used = await myMonthSpending(
    db,
    userId,
    memberships.map((m) => m.orgId),
    periods.monthStart,
  );
  return memberships.map((membership) => {
    const cents = used.get(membership.orgId) ?? 0;
    const budget = budgetUse(membership.budget, cents);
    return {
      org_id: membership.orgId,
      org_name: membership.orgName,
      month: periods.month,
      used_month_cents: cents,
      budget,
      left_cents: budget ? Math.max(0, budget.limit_cents - cents) : null,
    };
  });
}

async function myMonthSpending(db: Database, userId: string, orgIds: string[], monthStart: Date) {
  const rows = await db
    .select({
      orgId: fuelTransactions.orgId,
      cents: sql<number>`coalesce(sum(case when ${fuelTransactions.status} = 'completed' then coalesce(${fuelTransactions.amountCents}, 0) else ${fuelTransactions.reservedCents} end), 0)::int`,
    })
    .from(fuelTransactions)
    .where(
      and(
        eq(fuelTransactions.driverUserId, userId),
        inArray(fuelTransactions.orgId, orgIds),
        gte(fuelTransactions.createdAt, monthStart),
        inArray(fuelTransactions.status, ['reserved', 'fuelling', 'completed']),
      ),
    )
    .groupBy(fuelTransactions.orgId);
  return new Map(rows.map((row) => [row.orgId!, Number(row.cents)]));
}
