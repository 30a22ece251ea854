import {
  type BlockCardBody,
  type CreateFleetCardBodySchema,
  describeRules,
  type FleetCard,
  type FleetCardRulesBodySchema,
  isFuelType,
  maskedPan,
  mergeRules,
  type MyCompanyCard,
  normalizeFuelType,
  parseSpendingRules,
  type UpdateFleetCardBodySchema,
} from '@fuellinq/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import {
  cards,
  costCentres,
  orgMembers,
  organisations,
  ruleProfiles,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { withFreshCardNumber } from '../cards/cards.service.ts';
import { myCompanyBudget } from '../fleet-money/fleet-money.service.ts';
import { checkRulePlaces, ruleStationNames } from '../fleet-rules/fleet-rules.service.ts';
import { notifyOrgManagers } from '../notifications/notify.service.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';
import { personName } from '../orgs/org-dto.ts';

// Company cards (issue 24 §2, decision 024): issued by an owner or manager to a driver (any current member:
// in a small firm the owner drives too) or to a vehicle of the organisation's account; paused, put on
// demand, blocked for good, and replaced. The card row belongs to the organisation's account (it pays). Every
// change is audited in its own transaction. The card stores only the rules the manager set; the check at the
// pump (fleet-rules) merges them with the profile's and, with no fuels set, the vehicle's fuel plus AdBlue.
// Company cards are free: no card fee is charged for them (the organisation's fee list says so).

type CardRow = typeof cards.$inferSelect;

/** How long a driver's unlock of an on-demand card lasts. */
export const UNLOCK_MINUTES = 30;

const replacements = alias(cards, 'replacement');
const drivers = alias(users, 'driver');

const cardNotFound = () => new AppError('not_found', { message: 'Deze pas bestaat niet (meer).' });

interface CardView {
  card: CardRow;
  driver: { id: string; email: string; firstName: string | null; lastName: string | null } | null;
  vehicle: { id: string; licensePlate: string; nickname: string | null; fuelPrimary: string | null } | null;
  replacedBy: string | null;
}

/** What a card's views read: the card, its driver or vehicle, and the card that replaced it. */
const cardColumns = {
  card: cards,
  driver: {
    id: drivers.id,
    email: drivers.email,
    firstName: drivers.firstName,
    lastName: drivers.lastName,
  },
  vehicle: {
    id: vehicles.id,
    licensePlate: vehicles.licensePlate,
    nickname: vehicles.nickname,
    fuelPrimary: vehicles.fuelPrimary,
  },
  replacedBy: replacements.id,
};

function selectCards(db: Database) {
  return db
    .select(cardColumns)
    .from(cards)
    .leftJoin(drivers, eq(drivers.id, cards.driverUserId))
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .leftJoin(replacements, eq(replacements.replacesCardId, cards.id));
}

export function toFleetCardDto({ card, driver, vehicle, replacedBy }: CardView): FleetCard {
  return {
    id: card.id,
    org_id: card.orgId!,
    label: card.label,
    last4: card.panLast4,
    masked_pan: maskedPan(card.panLast4),
    status: card.status,
    driver: driver ? { user_id: driver.id, name: personName(driver) } : null,
    vehicle: vehicle
      ? { id: vehicle.id, license_plate: vehicle.licensePlate, nickname: vehicle.nickname }
      : null,
    cost_centre_id: card.costCentreId,
    rule_profile_id: card.ruleProfileId,
    rules: card.rules,
    unlocked_until: card.unlockedUntil?.toISOString() ?? null,
    blocked_reason: card.blockedReason,
    replaces_card_id: card.replacesCardId,
    replaced_by_card_id: replacedBy,
    created_at: card.createdAt.toISOString(),
  };
}

/** What the audit keeps of a card. */
const snapshot = (card: CardRow) => ({
  last4: card.panLast4,
  status: card.status,
  label: card.label,
  driver_user_id: card.driverUserId,
  vehicle_id: card.vehicleId,
  cost_centre_id: card.costCentreId,
  rule_profile_id: card.ruleProfileId,
  rules: card.rules,
  unlocked_until: card.unlockedUntil?.toISOString() ?? null,
  blocked_reason: card.blockedReason,
});

async function viewOf(db: Database, orgId: string, cardId: string): Promise<CardView> {
  const [row] = await selectCards(db).where(and(eq(cards.orgId, orgId), eq(cards.id, cardId)));
  if (!row) throw cardNotFound();
  return row;
}

/** The organisation's card, locked for a change; another organisation's card is not found. */
async function lockCard(tx: Database, orgId: string, cardId: string): Promise<CardRow> {
  const [row] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.id, cardId)))
    .for('update');
  if (!row) throw cardNotFound();
  return row;
}

/** The holders and settings a card may point at must be the organisation's own: 404 otherwise. */
async function checkReferences(
  tx: Database,
  orgId: string,
  accountUserId: string,
  refs: {
    driverUserId?: string | null | undefined;
    vehicleId?: string | null | undefined;
    costCentreId?: string | null | undefined;
    ruleProfileId?: string | null | undefined;
  },
): Promise<void> {
  if (refs.driverUserId) {
    const [member] = await tx
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(
        and(
          eq(orgMembers.orgId, orgId),
          eq(orgMembers.userId, refs.driverUserId),
          isNull(orgMembers.removedAt),
        ),
      );
    if (!member) throw new AppError('member_not_found');
  }
  if (refs.vehicleId) {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.id, refs.vehicleId),
          eq(vehicles.ownerUserId, accountUserId),
          isNull(vehicles.removedAt),
        ),
      );
    if (!vehicle) throw new AppError('vehicle_not_found');
  }
  if (refs.costCentreId) {
    const [centre] = await tx
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.id, refs.costCentreId), eq(costCentres.orgId, orgId)));
    if (!centre) throw new AppError('not_found', { message: 'Deze kostenplaats bestaat niet.' });
  }
  if (refs.ruleProfileId) {
    const [profile] = await tx
      .select({ id: ruleProfiles.id })
      .from(ruleProfiles)
      .where(and(eq(ruleProfiles.id, refs.ruleProfileId), eq(ruleProfiles.orgId, orgId)));
    if (!profile) throw new AppError('rule_profile_not_found');
  }
}

export interface FleetCardsDeps {
  db: Database;
  cardHashKey: string;
  now: () => Date;
}

export function createFleetCardsService({ db, cardHashKey, now }: FleetCardsDeps) {
  /** What is left of the caller's monthly budget per organisation (the fleet-money module counts it). */
  const budgetsLeft = async (userId: string) =>
    new Map((await myCompanyBudget(db, userId, now())).map((budget) => [budget.org_id, budget.left_cents]));

  /** Inserts a company card with a fresh number (drawn again on a collision, as private cards are). */
  const insertCard = (
    work: (tx: Database, secrets: { panLast4: string; panHash: string; token: string }) => Promise<CardRow>,
  ) => withFreshCardNumber(cardHashKey, (secrets) => inTransaction(db, (tx) => work(tx, secrets)));

  /** One change of state by a manager: locked, checked, written and audited together. */
  async function changeState(
    orgId: string,
    userId: string,
    cardId: string,
    action: string,
    next: (card: CardRow) => Partial<CardRow>,
  ): Promise<FleetCard> {
    await requireOrgRole(db, orgId, userId, 'manage');
    await inTransaction(db, async (tx) => {
      const before = await lockCard(tx, orgId, cardId);
      const [after] = await tx
        .update(cards)
        .set({ ...next(before), updatedAt: now() })
        .where(eq(cards.id, cardId))
        .returning();
      await recordOrgAudit(tx, {
        orgId,
        actorUserId: userId,
        subjectUserId: before.driverUserId,
        action,
        entity: 'card',
        entityId: cardId,
        before: snapshot(before),
        after: snapshot(after!),
      });
    });
    return toFleetCardDto(await viewOf(db, orgId, cardId));
  }

  const notBlocked = (card: CardRow) => {
    if (card.status === 'blocked') throw new AppError('card_state');
  };

  return {
    async list(orgId: string, userId: string): Promise<FleetCard[]> {
      await requireOrgRole(db, orgId, userId, 'read');
      const rows = await selectCards(db)
        .where(eq(cards.orgId, orgId))
        .orderBy(asc(cards.createdAt), asc(cards.id));
      return rows.map(toFleetCardDto);
    },

    async get(orgId: string, userId: string, cardId: string): Promise<FleetCard> {
      await requireOrgRole(db, orgId, userId, 'read');
      return toFleetCardDto(await viewOf(db, orgId, cardId));
    },

    async create(
      orgId: string,
      userId: string,
      body: z.output<typeof CreateFleetCardBodySchema>,
    ): Promise<FleetCard> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      await checkRulePlaces(db, body.rules);
      const row = await insertCard(async (tx, secrets) => {
        await checkReferences(tx, orgId, accountUserId, {
          driverUserId: body.driver_user_id,
          vehicleId: body.vehicle_id,
          costCentreId: body.cost_centre_id,
          ruleProfileId: body.rule_profile_id,
        });
        const [card] = await tx
          .insert(cards)
          .values({
            userId: accountUserId,
            orgId,
            label: body.label ?? null,
            ...secrets,
            driverUserId: body.driver_user_id ?? null,
            vehicleId: body.vehicle_id ?? null,
            costCentreId: body.cost_centre_id ?? null,
            ruleProfileId: body.rule_profile_id ?? null,
            rules: body.rules ?? {},
          })
          .returning();
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          subjectUserId: card!.driverUserId,
          action: 'card.issue',
          entity: 'card',
          entityId: card!.id,
          after: snapshot(card!),
        });
        return card!;
      });
      return toFleetCardDto(await viewOf(db, orgId, row.id));
    },

    async update(
      orgId: string,
      userId: string,
      cardId: string,
      body: z.output<typeof UpdateFleetCardBodySchema>,
    ): Promise<FleetCard> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      await inTransaction(db, async (tx) => {
        const before = await lockCard(tx, orgId, cardId);
        await checkReferences(tx, orgId, accountUserId, {
          costCentreId: body.cost_centre_id,
          ruleProfileId: body.rule_profile_id,
        });
        const [after] = await tx
          .update(cards)
          .set({
            ...(body.label !== undefined ? { label: body.label } : {}),
            ...(body.cost_centre_id !== undefined ? { costCentreId: body.cost_centre_id } : {}),
            ...(body.rule_profile_id !== undefined ? { ruleProfileId: body.rule_profile_id } : {}),
            updatedAt: now(),
          })
          .where(eq(cards.id, cardId))
          .returning();
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          subjectUserId: before.driverUserId,
          action: 'card.update',
          entity: 'card',
          entityId: cardId,
          before: snapshot(before),
          after: snapshot(after!),
        });
      });
      return toFleetCardDto(await viewOf(db, orgId, cardId));
    },

    async setRules(
      orgId: string,
      userId: string,
      cardId: string,
      body: z.output<typeof FleetCardRulesBodySchema>,
    ) {
      // The role first, so that an outsider learns nothing from the places check.
      await requireOrgRole(db, orgId, userId, 'manage');
      await checkRulePlaces(db, body.rules);
      return changeState(orgId, userId, cardId, 'rules.update', () => ({ rules: body.rules }));
    },

    pause: (orgId: string, userId: string, cardId: string) =>
      changeState(orgId, userId, cardId, 'card.pause', (card) => {
        notBlocked(card);
        return { status: 'paused', unlockedUntil: null };
      }),

    resume: (orgId: string, userId: string, cardId: string) =>
      changeState(orgId, userId, cardId, 'card.resume', (card) => {
        notBlocked(card);
        return { status: 'active', unlockedUntil: null };
      }),

    onDemand: (orgId: string, userId: string, cardId: string) =>
      changeState(orgId, userId, cardId, 'card.on_demand', (card) => {
        notBlocked(card);
        return { status: 'on_demand', unlockedUntil: null };
      }),

    block: (orgId: string, userId: string, cardId: string, body: BlockCardBody) =>
      changeState(orgId, userId, cardId, 'card.block', (card) => {
        notBlocked(card);
        return { status: 'blocked', blockedReason: body.reason, unlockedUntil: null };
      }),

    /**
     * A blocked card's replacement: a new number and pass for the same driver or vehicle, with the same cost
     * centre, profile, rules and name. The old card keeps its refuels; the chain (replaces_card_id) finds them.
     */
    async replace(orgId: string, userId: string, cardId: string): Promise<FleetCard> {
      const { accountUserId } = await requireOrgRole(db, orgId, userId, 'manage');
      const row = await insertCard(async (tx, secrets) => {
        const old = await lockCard(tx, orgId, cardId);
        if (old.status !== 'blocked') throw new AppError('card_not_blocked');
        const [existing] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(eq(cards.replacesCardId, cardId));
        if (existing) throw new AppError('card_already_replaced');
        // A driver or vehicle removed meanwhile gets no new card.
        await checkReferences(tx, orgId, accountUserId, {
          driverUserId: old.driverUserId,
          vehicleId: old.vehicleId,
        });
        const [card] = await tx
          .insert(cards)
          .values({
            userId: accountUserId,
            orgId,
            label: old.label,
            ...secrets,
            driverUserId: old.driverUserId,
            vehicleId: old.vehicleId,
            costCentreId: old.costCentreId,
            ruleProfileId: old.ruleProfileId,
            rules: old.rules,
            replacesCardId: old.id,
          })
          .returning();
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          subjectUserId: card!.driverUserId,
          action: 'card.replace',
          entity: 'card',
          entityId: card!.id,
          before: snapshot(old),
          after: { ...snapshot(card!), replaces_card_id: old.id },
        });
        return card!;
      });
      return toFleetCardDto(await viewOf(db, orgId, row.id));
    },

    /**
     * "Mijn zakelijke pas": the caller's own driver cards, and the vehicle cards of organisations where they
     * are a driver, with the organisation's name and the rules in plain words. Blocked cards that were
     * replaced are left out (their replacement is there).
     */
    async mine(userId: string): Promise<MyCompanyCard[]> {
      const left = await budgetsLeft(userId);
      return toMyCards(db, await myCards(db, userId), left);
    },

    /** An on-demand card, usable for the next 30 minutes; it pauses again by the time passing. */
    async unlock(userId: string, cardId: string): Promise<MyCompanyCard> {
      await inTransaction(db, async (tx) => {
        const card = await myCard(tx, userId, cardId, true);
        if (card.card.status !== 'on_demand') throw new AppError('card_state');
        const until = new Date(now().getTime() + UNLOCK_MINUTES * 60_000);
        const [after] = await tx
          .update(cards)
          .set({ unlockedUntil: until, updatedAt: now() })
          .where(eq(cards.id, cardId))
          .returning();
        await recordOrgAudit(tx, {
          orgId: card.card.orgId!,
          actorUserId: userId,
          subjectUserId: userId,
          action: 'card.unlock',
          entity: 'card',
          entityId: cardId,
          before: snapshot(card.card),
          after: snapshot(after!),
        });
      });
      return toMyCard(db, await myCard(db, userId, cardId), await budgetsLeft(userId));
    },

    /** The driver's card is lost or stolen: blocked at once, and the managers are told. */
    async reportLost(userId: string, cardId: string, reason: 'lost' | 'stolen'): Promise<MyCompanyCard> {
      await inTransaction(db, async (tx) => {
        const card = await myCard(tx, userId, cardId, true);
        if (card.card.status === 'blocked') return;
        const [after] = await tx
          .update(cards)
          .set({ status: 'blocked', blockedReason: reason, unlockedUntil: null, updatedAt: now() })
          .where(eq(cards.id, cardId))
          .returning();
        await recordOrgAudit(tx, {
          orgId: card.card.orgId!,
          actorUserId: userId,
          subjectUserId: userId,
          action: 'card.report_lost',
          entity: 'card',
          entityId: cardId,
          before: snapshot(card.card),
          after: snapshot(after!),
        });
        const holder = card.vehicle ? card.vehicle.licensePlate : card.driver ? personName(card.driver) : '';
        await notifyOrgManagers(tx, card.card.orgId!, 'card_lost', {
          title: reason === 'stolen' ? 'Pas gestolen gemeld' : 'Pas kwijt gemeld',
          body: `De pas eindigend op ${card.card.panLast4} (${holder}) is ${
            reason === 'stolen' ? 'als gestolen' : 'als kwijt'
          } gemeld en meteen geblokkeerd. Je kunt hem vervangen.`,
          link: '/app/fleet/cards',
        });
      });
      return toMyCard(db, await myCard(db, userId, cardId, true), await budgetsLeft(userId));
    },
  };
}

export type FleetCardsService = ReturnType<typeof createFleetCardsService>;

interface MyCardView extends CardView {
  orgName: string;
  requireOdometer: boolean;
  profileRules: unknown;
}

function selectMyCards(db: Database, userId: string) {
  return db
    .select({
      ...cardColumns,
      orgName: organisations.name,
      requireOdometer: organisations.requireOdometer,
      profileRules: ruleProfiles.rules,
    })
    .from(cards)
    .innerJoin(organisations, eq(organisations.id, cards.orgId))
    .innerJoin(
      orgMembers,
      and(eq(orgMembers.orgId, cards.orgId), eq(orgMembers.userId, userId), isNull(orgMembers.removedAt)),
    )
    .leftJoin(drivers, eq(drivers.id, cards.driverUserId))
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .leftJoin(ruleProfiles, eq(ruleProfiles.id, cards.ruleProfileId))
    .leftJoin(replacements, eq(replacements.replacesCardId, cards.id));
}

/** A driver's own card, or a vehicle card of an organisation where they drive: what "mine" means. */
function myCondition(userId: string) {
  return or(eq(cards.driverUserId, userId), and(isNull(cards.driverUserId), eq(orgMembers.role, 'driver')));
}

async function myCards(db: Database, userId: string): Promise<MyCardView[]> {
  const rows = await selectMyCards(db, userId)
    .where(myCondition(userId))
    .orderBy(asc(organisations.name), asc(cards.createdAt), asc(cards.id));
  return rows.filter((row) => !(row.card.status === 'blocked' && row.replacedBy));
}

/** One of the caller's company cards; anyone else's (or a private card) is not found. */
async function myCard(db: Database, userId: string, cardId: string, forUpdate = false): Promise<MyCardView> {
  const query = selectMyCards(db, userId).where(and(eq(cards.id, cardId), myCondition(userId)));
  const [row] = forUpdate ? await query.for('update', { of: cards }) : await query;
  if (!row) throw cardNotFound();
  return row;
}

const fuelOf = (value: string | null | undefined) => {
  const fuel = value ? normalizeFuelType(value) : null;
  return fuel && isFuelType(fuel) ? fuel : null;
};

/** A card's rules as they apply at the pump: its profile's, its own, and its vehicle's fuel. */
const rulesOf = (view: MyCardView) =>
  mergeRules(parseSpendingRules(view.profileRules), parseSpendingRules(view.card.rules), {
    vehicleFuel: fuelOf(view.vehicle?.fuelPrimary),
  });

/** The caller's cards as they read them: the rules in plain words name the stations they allow. */
async function toMyCards(
  db: Database,
  views: MyCardView[],
  budgetLeft: Map<string, number | null>,
): Promise<MyCompanyCard[]> {
  const rules = views.map(rulesOf);
  const stationNames = await ruleStationNames(db, rules);
  return views.map((view, index) => ({
    ...toFleetCardDto(view),
    org_name: view.orgName,
    rules_in_words: describeRules(rules[index]!, { stationNames }),
    budget_left_cents: budgetLeft.get(view.card.orgId!) ?? null,
    asks_odometer: view.requireOdometer,
  }));
}

async function toMyCard(
  db: Database,
  view: MyCardView,
  budgetLeft: Map<string, number | null>,
): Promise<MyCompanyCard> {
  const [card] = await toMyCards(db, [view], budgetLeft);
  return card!;
}
