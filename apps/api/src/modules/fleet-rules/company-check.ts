import { type CheckRule, checkRefuel, type RuleFlag, refuelPeriods } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import type { CompanyCard } from './company-card.ts';

// The rule check of a company refuel's start, in the start's transaction after the organisation's account
// is locked: every start of the organisation waits here for the one before, so two parallel starts can never
// both pass a limit that has room for one.
//
// What counts as spent: the card's refuels (and those of the cards it replaced) that hold or took money — reserved and fuelling ones with their
// reservation, completed ones with their amount — by the moment they started (Dutch time). Cancelled and
// expired refuels gave their money back and count for nothing; a company refuel never waits for a top-up.

/** A refuel that holds or took money: its amount once completed, else what it holds. */
const SPENT = sql`case when t.status = 'completed' then coalesce(t.amount_cents, 0) else t.reserved_cents end`;
const COUNTED = sql`t.status in ('reserved', 'fuelling', 'completed')`;

/** What a declined start keeps (refuel_declines), written after the start's transaction rolled back. */
export interface Decline {
  orgId: string;
  cardId: string;
  cardLast4: string;
  driverUserId: string;
  stationId: string;
  amountCents: number;
  fuelType: string;
  rule: CheckRule;
  message: string;
  at: Date;
}

/** A start a rule or budget declined: the 409 the driver reads, and what the decline record keeps. */
export class RefuelDeclined extends AppError {
  readonly decline: Decline;

  constructor(decline: Decline) {
    super('limit_exceeded', { message: decline.message });
    this.decline = decline;
  }
}

export interface CompanyStart {
  card: CompanyCard;
  driverUserId: string;
  stationId: string;
  amountCents: number;
  fuel: string;
  at: Date;
  /** A refuel to leave out of the sums (the completion's own). */
  excludeTransactionId?: string;
}

interface SpendingRow extends Record<string, unknown> {
  day: number;
  week: number;
  month: number;
  refuels_today: number;
  cc_day: number;
  cc_month: number;
  member_month: number;
}

interface RaiseRow extends Record<string, unknown> {
  rule: string;
  cents: number;
  approvals: number;
}

/**
 * The card and the cards it replaced (lost or stolen), as `card_chain(id)`: a replacement keeps the card's
 * history, so it starts no fresh day, week or month, keeps the raises approved for it, and a refuel soon
 * after the lost card's is a quick repeat.
 */
export const cardChain = (cardId: string) =>
  sql`with recursive card_chain(id) as (
        select ${cardId}::uuid
        union all
        select c.replaces_card_id from cards c join card_chain on c.id = card_chain.id
         where c.replaces_card_id is not null
      )`;

/** The card's, its cost centre's and the driver's spending in the periods of `at`, and approved raises. */
export async function spendingOf(tx: Database, start: CompanyStart) {
  const { card, driverUserId, at } = start;
  const { dayStart, weekStart, monthStart } = refuelPeriods(at);
  const from = weekStart < monthStart ? weekStart : monthStart;
  const exclude = start.excludeTransactionId ?? '00000000-0000-0000-0000-000000000000';
  const mine = sql`t.id <> ${exclude} and ${COUNTED}`;
  // Without a cost centre its sums are left out (no scan of the organisation's cards for nothing).
  const costCentre = card.costCentreId
    ? sql`select t.created_at, ${SPENT} as cents from cards c join fuel_transactions t on t.card_id = c.id
           where c.cost_centre_id = ${card.costCentreId} and t.created_at >= ${monthStart} and ${mine}`
    : sql`select null::timestamptz as created_at, 0 as cents where false`;
  const [spent] = await selectRows<SpendingRow>(
    tx,
    sql`${cardChain(card.id)}, on_card as (
          select t.created_at, ${SPENT} as cents from fuel_transactions t
           where t.card_id in (select id from card_chain) and t.created_at >= ${from} and ${mine}
        ), on_centre as (${costCentre}),
        by_driver as (
          select ${SPENT} as cents from fuel_transactions t
           where t.driver_user_id = ${driverUserId} and t.org_id = ${card.orgId}
             and t.created_at >= ${monthStart} and ${mine}
        )
        select
          (select coalesce(sum(cents) filter (where created_at >= ${dayStart}), 0)::int from on_card) as day,
          (select coalesce(sum(cents) filter (where created_at >= ${weekStart}), 0)::int from on_card) as week,
          (select coalesce(sum(cents) filter (where created_at >= ${monthStart}), 0)::int from on_card) as month,
          (select count(*) filter (where created_at >= ${dayStart})::int from on_card) as refuels_today,
          (select coalesce(sum(cents) filter (where created_at >= ${dayStart}), 0)::int from on_centre) as cc_day,
          (select coalesce(sum(cents), 0)::int from on_centre) as cc_month,
          (select coalesce(sum(cents), 0)::int from by_driver) as member_month`,
  );
  const raiseRows = await selectRows<RaiseRow>(
    tx,
    sql`${cardChain(card.id)}
        select rule, sum(amount_cents)::int as cents, count(*)::int as approvals from room_requests
         where card_id in (select id from card_chain) and status = 'approved' and decided_at <= ${at} and valid_until > ${at}
         group by rule`,
  );
  const raises: Partial<Record<CheckRule, number>> = {};
  // A money rule is raised by the amount; the refuels a day by one refuel per approved request.
  for (const raise of raiseRows) {
    raises[raise.rule as CheckRule] = raise.rule === 'max_refuels_per_day' ? raise.approvals : raise.cents;
  }
  return { spent: spent!, raises };
}

/** The brand name of a station (null: none), for the rule of allowed brands. */
async function stationBrand(tx: Database, stationId: string): Promise<string | null> {
  const [row] = await selectRows<{ brand: string | null }>(
    tx,
    sql`select b.name as brand from stations s left join brands b on b.id = s.brand_id where s.id = ${stationId}`,
  );
  return row?.brand ?? null;
}

/** The whole check with what the database holds: the refusal (thrown) or the flags of rules in mode markeert. */
export async function checkCompanyStart(
  tx: Database,
  start: CompanyStart,
  liters?: number,
): Promise<RuleFlag[]> {
  const { card } = start;
  const { spent, raises } = await spendingOf(tx, start);
  // Only a card that limits brands needs the station's brand; the ids alone answer the allowed stations.
  const brand = card.rules.brands ? await stationBrand(tx, start.stationId) : null;
  const budget = (limitCents: number | null, usedCents: number) =>
    limitCents === null ? undefined : { limitCents, usedCents };
  const result = checkRefuel({
    rules: card.rules,
    spent: { day: spent.day, week: spent.week, month: spent.month, refuelsToday: spent.refuels_today },
    request: {
      amountCents: start.amountCents,
      fuel: start.fuel,
      at: start.at,
      liters,
      station: { id: start.stationId, brand },
    },
    budgets: {
      costCentreDay: card.costCentreId ? budget(card.costCentreDayCents, spent.cc_day) : undefined,
      costCentreMonth: card.costCentreId ? budget(card.costCentreMonthCents, spent.cc_month) : undefined,
      memberMonth: budget(card.memberMonthlyBudgetCents, spent.member_month),
    },
    raises,
  });
  if (!result.ok) {
    throw new RefuelDeclined({
      orgId: card.orgId,
      cardId: card.id,
      cardLast4: card.panLast4,
      driverUserId: start.driverUserId,
      stationId: start.stationId,
      amountCents: start.amountCents,
      fuelType: start.fuel,
      rule: result.rule,
      message: result.message,
      at: start.at,
    });
  }
  return result.flags;
}
