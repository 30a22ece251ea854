import {
  addDays,
  FUEL_WORDS,
  type FuelType,
  formatDecimal,
  isoDateIn,
  mergeRules,
  normalizeFuelType,
  parseSpendingRules,
  ruleBreaches,
} from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refuelFlags } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { lastReadingBefore } from '../vehicle-logs/vehicle-logs.service.ts';
import type { CompanyCard } from './company-card.ts';
import { cardChain, spendingOf } from './company-check.ts';
import { tellManagers } from './tell-managers.ts';

// The checks a fuel card company does not do (issue 24 §4), run in the completion's transaction of a
// company refuel: the fuel does not match the vehicle's (RDW), more litres than its tank holds, two refuels
// on one card (or the card it replaced) within two hours, the odometer going backwards, and the rules in mode `markeert` (plus the
// litres per refuel, which only the pump's report can show). Each lands in the manager's review list.

const TWO_HOURS_MS = 2 * 3_600_000;

export interface CompletedCompanyRefuel {
  id: string;
  orgId: string;
  cardId: string | null;
  stationId: string;
  driverUserId: string | null;
  vehicleId: string | null;
  fuelType: string;
  odometerKm: number | null;
  createdAt: Date;
  liters: number;
  amountCents: number;
  at: Date;
}

interface Context extends Record<string, unknown> {
  card_rules: unknown;
  profile_rules: unknown;
  cost_centre_id: string | null;
  cc_day: number | null;
  cc_month: number | null;
  monthly_budget_cents: number | null;
  fuel_primary: string | null;
  tank_liters: number | null;
  pan_last4: string | null;
  station_brand: string | null;
  previous: Date | string | null;
}

type Flag = {
  kind: (typeof refuelFlags.$inferInsert)['kind'];
  details: { message: string } & Record<string, unknown>;
};

const fuelWord = (fuel: string) => FUEL_WORDS[fuel as FuelType] ?? fuel;

/** The flags of a completed company refuel, written with it; the managers are told once per refuel. */
export async function flagCompanyRefuel(tx: Database, refuel: CompletedCompanyRefuel): Promise<number> {
  if (!refuel.cardId) return 0;
  const since = new Date(refuel.createdAt.getTime() - TWO_HOURS_MS);
  const [context] = await selectRows<Context>(
    tx,
    sql`select c.rules as card_rules, p.rules as profile_rules, c.cost_centre_id, c.pan_last4,
               cc.max_per_day_cents as cc_day, cc.max_per_month_cents as cc_month, m.monthly_budget_cents,
               v.fuel_primary, v.tank_liters,
               (select b.name from stations s join brands b on b.id = s.brand_id
                 where s.id = ${refuel.stationId}) as station_brand,
               (${cardChain(refuel.cardId)}
                select max(t.created_at) from fuel_transactions t
                 where t.card_id in (select id from card_chain) and t.id <> ${refuel.id} and t.status in ('reserved', 'fuelling', 'completed')
                   and t.created_at >= ${since} and t.created_at <= ${refuel.createdAt}) as previous
          from cards c
          left join rule_profiles p on p.id = c.rule_profile_id
          left join cost_centres cc on cc.id = c.cost_centre_id
          left join org_members m on m.org_id = c.org_id and m.user_id = ${refuel.driverUserId}
          left join vehicles v on v.id = coalesce(${refuel.vehicleId}::uuid, c.vehicle_id)
         where c.id = ${refuel.cardId}`,
  );
  if (!context) return 0;
  const flags: Flag[] = [];
  const vehicleFuel = context.fuel_primary ? normalizeFuelType(context.fuel_primary) : undefined;

  if (vehicleFuel && refuel.fuelType !== vehicleFuel && refuel.fuelType !== 'adblue') {
    flags.push({
      kind: 'fuel_mismatch',
      details: {
        message: `Getankt: ${fuelWord(refuel.fuelType)}; het voertuig rijdt volgens de RDW op ${fuelWord(vehicleFuel)}.`,
        fuel: refuel.fuelType,
        vehicle_fuel: vehicleFuel,
      },
    });
  }
  if (context.tank_liters !== null && refuel.liters > context.tank_liters) {
    flags.push({
      kind: 'over_tank',
      details: {
        message: `${formatDecimal(refuel.liters, 2)} liter getankt; de tank van het voertuig houdt ${context.tank_liters} liter.`,
        liters: refuel.liters,
        tank_liters: context.tank_liters,
      },
    });
  }
  if (context.previous !== null) {
    flags.push({
      kind: 'quick_repeat',
      details: {
        message: 'Twee tankbeurten met deze pas binnen twee uur.',
        previous_at: new Date(context.previous).toISOString(),
      },
    });
  }
  if (refuel.vehicleId && refuel.odometerKm !== null) {
    const [last] = await selectRows<{ km: number | null }>(
      tx,
      sql`select ${lastReadingBefore(sql`${refuel.vehicleId}::uuid`, addDays(isoDateIn(refuel.at), 1))} as km`,
    );
    if (last?.km != null && refuel.odometerKm < last.km) {
      flags.push({
        kind: 'odometer_backwards',
        details: {
          message: `Kilometerstand ${formatDecimal(refuel.odometerKm, 0)} km is lager dan de vorige (${formatDecimal(last.km, 0)} km).`,
          odometer_km: refuel.odometerKm,
          previous_km: last.km,
        },
      });
    }
  }

  const rules = mergeRules(
    parseSpendingRules(context.profile_rules),
    parseSpendingRules(context.card_rules),
    {
      vehicleFuel: vehicleFuel ?? null,
    },
  );
  const card = {
    id: refuel.cardId,
    orgId: refuel.orgId,
    costCentreId: context.cost_centre_id,
  } as CompanyCard;
  const { spent, raises } = await spendingOf(tx, {
    card,
    driverUserId: refuel.driverUserId ?? '00000000-0000-0000-0000-000000000000',
    stationId: refuel.stationId,
    amountCents: refuel.amountCents,
    fuel: refuel.fuelType,
    at: refuel.createdAt,
    excludeTransactionId: refuel.id,
  });
  const breaches = ruleBreaches({
    rules,
    spent: { day: spent.day, week: spent.week, month: spent.month, refuelsToday: spent.refuels_today },
    request: {
      amountCents: refuel.amountCents,
      fuel: refuel.fuelType,
      at: refuel.createdAt,
      liters: refuel.liters,
      station: { id: refuel.stationId, brand: context.station_brand },
    },
    raises,
  });
  for (const breach of breaches) {
    // A fuel the vehicle does not take is flagged above already; litres only the pump's report can show.
    if (breach.rule === 'fuels' && flags.some((flag) => flag.kind === 'fuel_mismatch')) continue;
    if (breach.mode === 'markeert' || breach.rule === 'max_liters_per_refuel') {
      flags.push({ kind: 'rule', details: { message: breach.detail, rule: breach.rule } });
    }
  }

  if (flags.length === 0) return 0;
  await tx.insert(refuelFlags).values(
    flags.map((flag) => ({
      orgId: refuel.orgId,
      transactionId: refuel.id,
      cardId: refuel.cardId,
      kind: flag.kind,
      details: flag.details,
      createdAt: refuel.at,
    })),
  );
  await tellManagers(tx, refuel.orgId, 'flag', {
    title: `Tankbeurt gemarkeerd (pas •••• ${context.pan_last4 ?? ''})`,
    body: flags.map((flag) => flag.details.message).join(' '),
    link: '/app/fleet/flags',
  });
  return flags.length;
}
