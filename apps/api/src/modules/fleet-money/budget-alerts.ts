import { formatEuro } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { markAlertOnce, notifyOrgManagers } from '../notifications/notify.service.ts';
import { budgetUse, COUNTED, periodsAt, SPENT } from './spending.ts';

// "Budget at 80 %" (issue 24 §6): after a company refuel reserved or settled, each budget it counts for — its
// driver's month, its card's cost centre's day and month — that has reached 80 % tells the managers, once
// per budget and period (a mark keyed by the budget and the period).

export const BUDGET_ALERT_PERCENT = 80;

interface RefuelRow extends Record<string, unknown> {
  org_id: string;
  account_user_id: string;
  driver_user_id: string | null;
  driver_name: string | null;
  member_budget: number | null;
  cost_centre_id: string | null;
  cost_centre_name: string | null;
  cc_day_limit: number | null;
  cc_month_limit: number | null;
  created_at: Date | string;
}

interface Alert {
  key: string;
  what: string;
  period: string;
  use: { limit_cents: number; used_cents: number; percent: number };
}

export async function checkBudgetAlerts(db: Database, transactionId: string): Promise<number> {
  const [refuel] = await selectRows<RefuelRow>(
    db,
    sql`select t.org_id, t.user_id as account_user_id, t.driver_user_id, t.created_at,
               nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as driver_name,
               m.monthly_budget_cents as member_budget,
               cc.id as cost_centre_id, cc.name as cost_centre_name,
               cc.max_per_day_cents as cc_day_limit, cc.max_per_month_cents as cc_month_limit
          from fuel_transactions t
          left join users u on u.id = t.driver_user_id
          left join org_members m on m.org_id = t.org_id and m.user_id = t.driver_user_id
          left join cards c on c.id = t.card_id
          left join cost_centres cc on cc.id = c.cost_centre_id
         where t.id = ${transactionId} and t.org_id is not null`,
  );
  if (!refuel) return 0;
  const at = new Date(refuel.created_at);
  const periods = periodsAt(at);
  const mine = sql`t.user_id = ${refuel.account_user_id} and t.org_id = ${refuel.org_id} and ${COUNTED}`;
  const alerts: Alert[] = [];

  if (refuel.driver_user_id && refuel.member_budget !== null) {
    const [row] = await selectRows<{ cents: number }>(
      db,
      sql`select coalesce(sum(${SPENT}), 0)::int as cents from fuel_transactions t
           where t.driver_user_id = ${refuel.driver_user_id} and t.created_at >= ${periods.monthStart} and ${mine}`,
    );
    alerts.push({
      key: `budget_80:member:${refuel.driver_user_id}:${periods.month}`,
      what: `Het maandbudget van ${refuel.driver_name ?? 'een bestuurder'}`,
      period: 'deze maand',
      use: budgetUse(refuel.member_budget, Number(row?.cents ?? 0))!,
    });
  }
  if (refuel.cost_centre_id && (refuel.cc_day_limit !== null || refuel.cc_month_limit !== null)) {
    const [row] = await selectRows<{ day: number; month: number }>(
      db,
      sql`select coalesce(sum(${SPENT}) filter (where t.created_at >= ${periods.dayStart}), 0)::int as day,
                 coalesce(sum(${SPENT}), 0)::int as month
            from fuel_transactions t join cards c on c.id = t.card_id
           where c.cost_centre_id = ${refuel.cost_centre_id} and t.created_at >= ${periods.monthStart} and ${mine}`,
    );
    const name = refuel.cost_centre_name ?? '';
    if (refuel.cc_day_limit !== null)
      alerts.push({
        key: `budget_80:cost_centre_day:${refuel.cost_centre_id}:${periods.day}`,
        what: `Het dagbudget van kostenplaats ${name}`,
        period: 'vandaag',
        use: budgetUse(refuel.cc_day_limit, Number(row?.day ?? 0))!,
      });
    if (refuel.cc_month_limit !== null)
      alerts.push({
        key: `budget_80:cost_centre_month:${refuel.cost_centre_id}:${periods.month}`,
        what: `Het maandbudget van kostenplaats ${name}`,
        period: 'deze maand',
        use: budgetUse(refuel.cc_month_limit, Number(row?.month ?? 0))!,
      });
  }

  const due = alerts.filter((alert) => alert.use.percent >= BUDGET_ALERT_PERCENT);
  if (due.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    let told = 0;
    for (const alert of due) {
      if (!(await markAlertOnce(tx, refuel.org_id, alert.key))) continue;
      await notifyOrgManagers(tx, refuel.org_id, 'budget_80', {
        title: `Budget voor ${Math.min(alert.use.percent, 999)} % gebruikt`,
        body: `${alert.what} is ${alert.period} voor ${alert.use.percent} % gebruikt: ${formatEuro(alert.use.used_cents)} van ${formatEuro(alert.use.limit_cents)}.`,
        link: '/app/fleet#budgetten',
      });
      told += 1;
    }
    return told;
  });
}
