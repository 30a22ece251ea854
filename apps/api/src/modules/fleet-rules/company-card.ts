import {
  type EffectiveRules,
  type FuelType,
  isFuelType,
  mergeRules,
  normalizeFuelType,
  orgRolesWith,
  parseSpendingRules,
} from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectRows } from '../../lib/sql-rows.ts';

/** Who may refuel with a vehicle's card (decision 024). */
const driverRoles = sql.join(
  orgRolesWith('drive').map((role) => sql`${role}`),
  sql`, `,
);

// A company card at the pump (issue 24 §2–3, decision 024): who may use it, whether it can be used now, and
// its rules as they apply. One statement reads the card, its organisation, the caller's membership, the
// card's rule profile, its vehicle and its cost centre.
//
// Who may use a company card: the driver it was issued to (any current member), or, for a vehicle's card,
// any current member with the role driver, manager or owner (in small firms the owner drives the van too);
// an accountant only reads. A removed member is no member: their cards answer 404 like anyone else's.

/** What a company card's state allows now: active, or op aanvraag and switched on until later than now. */
export function cardIsUsable(card: { status: string; unlockedUntil: Date | null }, now: Date): boolean {
  return (
    card.status === 'active' ||
    (card.status === 'on_demand' && !!card.unlockedUntil && card.unlockedUntil > now)
  );
}

export interface CompanyCard {
  id: string;
  panLast4: string;
  status: string;
  unlockedUntil: Date | null;
  orgId: string;
  /** The organisation's own account: it pays (decision 024). */
  accountUserId: string;
  requireOdometer: boolean;
  vehicleId: string | null;
  vehicleFuel: FuelType | null;
  tankLiters: number | null;
  costCentreId: string | null;
  costCentreDayCents: number | null;
  costCentreMonthCents: number | null;
  memberMonthlyBudgetCents: number | null;
  rules: EffectiveRules;
}

interface CardRow extends Record<string, unknown> {
  id: string;
  pan_last4: string;
  status: string;
  unlocked_until: Date | string | null;
  org_id: string;
  account_user_id: string;
  require_odometer: boolean;
  vehicle_id: string | null;
  fuel_primary: string | null;
  tank_liters: number | null;
  cost_centre_id: string | null;
  cc_day: number | null;
  cc_month: number | null;
  monthly_budget_cents: number | null;
  card_rules: unknown;
  profile_rules: unknown;
}

const fuelOf = (value: string | null): FuelType | null => {
  if (!value) return null;
  const fuel = normalizeFuelType(value);
  return fuel && isFuelType(fuel) ? fuel : null;
};

/**
 * The company card `cardId` as the caller may use it; undefined when it is no company card they may use
 * (not theirs, not a member, removed). Its state is not checked here: see `cardIsUsable`.
 */
export async function companyCardFor(
  tx: Database,
  userId: string,
  cardId: string,
): Promise<CompanyCard | undefined> {
  const [row] = await selectRows<CardRow>(
    tx,
    sql`select c.id, c.pan_last4, c.status, c.unlocked_until, c.org_id, o.account_user_id, o.require_odometer,
               c.vehicle_id, v.fuel_primary, v.tank_liters, c.cost_centre_id,
               cc.max_per_day_cents as cc_day, cc.max_per_month_cents as cc_month,
               m.monthly_budget_cents, c.rules as card_rules, p.rules as profile_rules
          from cards c
          join organisations o on o.id = c.org_id
          join org_members m on m.org_id = c.org_id and m.user_id = ${userId} and m.removed_at is null
          left join rule_profiles p on p.id = c.rule_profile_id
          left join vehicles v on v.id = c.vehicle_id
          left join cost_centres cc on cc.id = c.cost_centre_id
         where c.id = ${cardId} and c.org_id is not null
           and (c.driver_user_id = ${userId}
                or (c.vehicle_id is not null and m.role in (${driverRoles})))
         limit 1`,
  );
  if (!row) return undefined;
  const vehicleFuel = fuelOf(row.fuel_primary);
  return {
    id: row.id,
    panLast4: row.pan_last4,
    status: row.status,
    unlockedUntil: row.unlocked_until === null ? null : new Date(row.unlocked_until),
    orgId: row.org_id,
    accountUserId: row.account_user_id,
    requireOdometer: row.require_odometer,
    vehicleId: row.vehicle_id,
    vehicleFuel,
    tankLiters: row.tank_liters,
    costCentreId: row.cost_centre_id,
    costCentreDayCents: row.cc_day,
    costCentreMonthCents: row.cc_month,
    memberMonthlyBudgetCents: row.monthly_budget_cents,
    rules: mergeRules(parseSpendingRules(row.profile_rules), parseSpendingRules(row.card_rules), {
      vehicleFuel,
    }),
  };
}

/** The company card the caller may use now, or the refusal: 404 when not theirs, 409 when paused or off. */
export async function usableCompanyCard(
  tx: Database,
  userId: string,
  cardId: string,
  now: Date,
): Promise<CompanyCard | undefined> {
  const card = await companyCardFor(tx, userId, cardId);
  if (card && !cardIsUsable(card, now)) throw new AppError('company_card_unusable');
  return card;
}
