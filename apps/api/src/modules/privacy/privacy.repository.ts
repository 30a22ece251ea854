import { and, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  auditLog,
  balanceLedger,
  bankLinks,
  billingProfiles,
  cards,
  favoriteStations,
  fuelLogs,
  fuelTransactions,
  invoices,
  jobs,
  odometerLogs,
  offerImages,
  offers,
  orgAuditLog,
  orgMembers,
  organisations,
  partnerProfiles,
  passwordResets,
  payments,
  pointsLedger,
  pushSubscriptions,
  rdwCache,
  rewardRedemptions,
  sessions,
  stations,
  subscriptionEvents,
  subscriptions,
  users,
  vehicles,
  walletPasses,
  walletRegistrations,
} from '../../db/schema/index.ts';

/** A table's columns without the ones named: secrets that are no use to the person and a risk in a file. */
function columnsWithout<T extends Record<string, unknown>, K extends keyof T>(columns: T, ...omit: K[]) {
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !omit.includes(name as K))) as Omit<
    T,
    K
  >;
}

export function createPrivacyRepository(db: Database) {
  /** The money side: refuels, balance, payments, points, the subscription, invoices and the billing address. */
  async function moneyAbout(userId: string) {
    const [
      refuels,
      balance,
      ownPayments,
      points,
      redemptions,
      subscription,
      subscriptionLog,
      ownInvoices,
      address,
    ] = await Promise.all([
      db.select().from(fuelTransactions).where(eq(fuelTransactions.userId, userId)),
      db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId)),
      db.select().from(payments).where(eq(payments.userId, userId)),
      db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
      db.select().from(rewardRedemptions).where(eq(rewardRedemptions.userId, userId)),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId)),
      db.select().from(invoices).where(eq(invoices.userId, userId)),
      db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId)),
    ]);
    return {
      refuels,
      balance_ledger: balance,
      payments: ownPayments,
      points_ledger: points,
      reward_redemptions: redemptions,
      subscription: subscription[0] ?? null,
      subscription_events: subscriptionLog,
      invoices: ownInvoices,
      billing_address: address[0] ?? null,
    };
  }

  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Everything stored about one person, per table, scoped to them; hashes and tokens left out. */
    async everythingAbout(userId: string) {
      const [profile] = await db
        .select(columnsWithout(getTableColumns(users), 'passwordHash'))
        .from(users)
        .where(eq(users.id, userId));
      const ownVehicles = await db.select().from(vehicles).where(eq(vehicles.ownerUserId, userId));
      const vehicleIds = ownVehicles.map((vehicle) => vehicle.id);
      const [
        ownSessions,
        ownBankLinks,
        ownCards,
        ownPasses,
        ownOdometerLogs,
        ownFuelLogs,
        favourites,
        partnerProfile,
        partnerStations,
        partnerOffers,
        audit,
        memberships,
        orgAudit,
        money,
        pushDevices,
      ] = await Promise.all([
        db
          .select(columnsWithout(getTableColumns(sessions), 'tokenHash'))
          .from(sessions)
          .where(eq(sessions.userId, userId)),
        db
          .select(columnsWithout(getTableColumns(bankLinks), 'stateHash'))
          .from(bankLinks)
          .where(eq(bankLinks.userId, userId)),
        db
          .select(columnsWithout(getTableColumns(cards), 'panHash', 'token'))
          .from(cards)
          .where(eq(cards.userId, userId)),
        db
          .select({
            ...getTableColumns(walletPasses),
            apple_devices: sql<number>`(select count(*)::int from ${walletRegistrations}
              where ${walletRegistrations.cardId} = ${walletPasses.cardId})`,
          })
          .from(walletPasses)
          .where(eq(walletPasses.userId, userId)),
        vehicleIds.length
          ? db.select().from(odometerLogs).where(inArray(odometerLogs.vehicleId, vehicleIds))
          : Promise.resolve([]),
        vehicleIds.length
          ? db.select().from(fuelLogs).where(inArray(fuelLogs.vehicleId, vehicleIds))
          : Promise.resolve([]),
        db.select().from(favoriteStations).where(eq(favoriteStations.userId, userId)),
        db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId)),
        db
          .select({ id: stations.id, title: stations.title, city: stations.city })
          .from(stations)
          .where(eq(stations.partnerId, userId)),
        db.select().from(offers).where(eq(offers.partnerId, userId)),
        db
          .select()
          .from(auditLog)
          .where(
            or(
              eq(auditLog.actorUserId, userId),
              and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)),
            ),
          ),
        db
          .select({
            organisation: organisations.name,
            role: orgMembers.role,
            monthly_budget_cents: orgMembers.monthlyBudgetCents,
            joined_at: orgMembers.createdAt,
            removed_at: orgMembers.removedAt,
          })
          .from(orgMembers)
          .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
          .where(eq(orgMembers.userId, userId)),
        db
          .select({ organisation: organisations.name, entry: orgAuditLog })
          .from(orgAuditLog)
          .innerJoin(organisations, eq(organisations.id, orgAuditLog.orgId))
          .where(eq(orgAuditLog.subjectUserId, userId))
          .orderBy(orgAuditLog.createdAt),
        moneyAbout(userId),
        // The push service's address of each device; its keys are no use to the person.
        db
          .select(columnsWithout(getTableColumns(pushSubscriptions), 'p256dh', 'auth'))
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
      ]);
      return {
        profile,
        sessions: ownSessions,
        bank_links: ownBankLinks,
        cards: ownCards,
        wallet_passes: ownPasses,
        vehicles: ownVehicles,
        odometer_logs: ownOdometerLogs,
        fuel_logs: ownFuelLogs,
        favourite_stations: favourites,
        push_subscriptions: pushDevices,
        partner_profile: partnerProfile[0] ?? null,
        partner_stations: partnerStations,
        partner_offers: partnerOffers,
        audit_entries: audit,
        organisation_memberships: memberships,
        organisation_audit_entries: orgAudit.map(({ organisation, entry }) => ({ organisation, ...entry })),
        ...money,
      };
    },

    /** The account, locked until the erasure's transaction ends; undefined when it is gone or erased. */
    async lockLiveUser(tx: Database, userId: string) {
      const [row] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return row;
    },

    /** How many invoices and credit notes of the person are kept (7 years, for the tax office). */
    async invoicesKept(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .where(eq(invoices.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Erases a person, inside the erasure's transaction (which holds the account's lock and closed its
     * money first): every row of theirs that no law asks us to keep is deleted (sessions, reset links,
     * bank links, cards with their passes, vehicles with their logs, favourites, push subscriptions, a
     * partner's profile, offers and images); their stations stay on the map without a partner; the account row stays only as
     * an anonymous anchor for records that must be kept (invoices and their transactions, 7 years), with
     * no name, no company and an address that can never sign in, so the e-mail can register again.
     */
    async eraseAccount(tx: Database, userId: string, at: Date): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.delete(bankLinks).where(eq(bankLinks.userId, userId));
      await tx.delete(cards).where(eq(cards.userId, userId));
      await tx.delete(vehicles).where(eq(vehicles.ownerUserId, userId));
      await tx.delete(favoriteStations).where(eq(favoriteStations.userId, userId));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await tx.delete(offers).where(eq(offers.partnerId, userId));
      await tx.delete(offerImages).where(eq(offerImages.partnerId, userId));
      await tx.delete(partnerProfiles).where(eq(partnerProfiles.userId, userId));
      // Each invoice keeps the address it was made with (7 years); the address on file goes.
      await tx.delete(billingProfiles).where(eq(billingProfiles.userId, userId));
      await tx.update(stations).set({ partnerId: null, updatedAt: at }).where(eq(stations.partnerId, userId));
      await tx
        .update(users)
        .set({
          email: `verwijderd-${userId}@fuellinq.invalid`,
          // Not an argon2 hash: nothing ever verifies against it.
          passwordHash: '!erased',
          firstName: null,
          lastName: null,
          companyName: null,
          kvkNumber: null,
          vatId: null,
          role: 'user',
          deletedAt: at,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
      await tx.insert(auditLog).values({
        actorUserId: null,
        action: 'account.erase',
        entity: 'user',
        entityId: userId,
        details: null,
      });
    },

    /** Audit entries older than the cut-off (two years): the log is for recent accountability only. */
    async deleteAuditBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, cutoff))
        .returning({ id: auditLog.id });
      return gone.length;
    },

    /** Finished background jobs older than the cut-off. */
    async deleteJobsBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, cutoff)))
        .returning({ id: jobs.id });
      return gone.length;
    },

    /** Bank-link attempts that never linked (pending or failed) and are older than the cut-off. */
    async deleteBankAttemptsBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(bankLinks)
        .where(and(inArray(bankLinks.status, ['pending', 'failed']), lt(bankLinks.createdAt, cutoff)))
        .returning({ id: bankLinks.id });
      return gone.length;
    },

    /** RDW answers fetched before the cut-off (their age is over; a vehicle keeps its own snapshot). */
    async deleteRdwCacheBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(rdwCache)
        .where(lt(rdwCache.fetchedAt, cutoff))
        .returning({ plate: rdwCache.licensePlate });
      return gone.length;
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
