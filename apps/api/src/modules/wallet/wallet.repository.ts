import { orgRolesWith } from '@fuellinq/domain';
import { and, count, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cards,
  orgMembers,
  organisations,
  users,
  vehicles,
  walletPasses,
  walletRegistrations,
} from '../../db/schema/index.ts';
import type { CompanyHolderRow } from './company-pass.ts';

/**
 * When a pass last changed: its own row or its card, whichever is later, in whole milliseconds so the
 * `lastUpdated` tag a device sends back compares exactly.
 */
const passChangedAt = sql<
  Date | string
>`date_trunc('milliseconds', greatest(${walletPasses.updatedAt}, ${cards.updatedAt}))`;

export function createWalletRepository(db: Database) {
  return {
    /**
     * A company card whose pass this person may take: their own driver card, or a vehicle card of an
     * organisation where they are a current owner, manager or driver. Anyone else's: undefined.
     */
    async companyCardFor(userId: string, cardId: string) {
      const [row] = await db
        .select({ card: cards })
        .from(cards)
        .innerJoin(
          orgMembers,
          and(eq(orgMembers.orgId, cards.orgId), eq(orgMembers.userId, userId), isNull(orgMembers.removedAt)),
        )
        .where(
          and(
            eq(cards.id, cardId),
            or(
              eq(cards.driverUserId, userId),
              and(
                isNull(cards.driverUserId),
                isNotNull(cards.vehicleId),
                inArray(orgMembers.role, [...orgRolesWith('drive')]),
              ),
            ),
          ),
        )
        .limit(1);
      return row?.card;
    },

    /** The organisation and the driver or vehicle a company card's pass names; undefined for a private card. */
    async companyHolder(cardId: string): Promise<CompanyHolderRow | undefined> {
      const [row] = await db
        .select({
          orgName: organisations.name,
          driverEmail: users.email,
          driverFirstName: users.firstName,
          driverLastName: users.lastName,
          plate: vehicles.licensePlate,
        })
        .from(cards)
        .innerJoin(organisations, eq(organisations.id, cards.orgId))
        .leftJoin(users, eq(users.id, cards.driverUserId))
        .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
        .where(eq(cards.id, cardId))
        .limit(1);
      return row;
    },

    /** Records that a card's pass has been handed out (once per card). */
    async ensurePass(cardId: string, userId: string): Promise<void> {
      await db.insert(walletPasses).values({ cardId, userId }).onConflictDoNothing();
    },

    async passOf(cardId: string) {
      const [row] = await db
        .select({
          cardId: walletPasses.cardId,
          changedAt: passChangedAt,
          linkVersion: walletPasses.linkVersion,
          addedAt: walletPasses.addedAt,
        })
        .from(walletPasses)
        .innerJoin(cards, eq(cards.id, walletPasses.cardId))
        .where(eq(walletPasses.cardId, cardId))
        .limit(1);
      return row ? { ...row, changedAt: new Date(row.changedAt) } : undefined;
    },

    /** The holder took the pass (opened its page, downloaded it, asked for the Google link): the first time counts. */
    async markAdded(cardId: string): Promise<void> {
      await db
        .update(walletPasses)
        .set({ addedAt: sql`coalesce(${walletPasses.addedAt}, now())` })
        .where(eq(walletPasses.cardId, cardId));
    },

    /** Revokes every link of the user's pass of this card; returns the new link version. */
    async revokeLinks(userId: string, cardId: string): Promise<number | undefined> {
      const [row] = await db
        .update(walletPasses)
        .set({ linkVersion: sql`${walletPasses.linkVersion} + 1` })
        .where(and(eq(walletPasses.cardId, cardId), eq(walletPasses.userId, userId)))
        .returning({ linkVersion: walletPasses.linkVersion });
      return row?.linkVersion;
    },

    async appleDevicesFor(cardId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(walletRegistrations)
        .where(eq(walletRegistrations.cardId, cardId));
      return row?.n ?? 0;
    },

    /**
     * Registers a device for a pass, or renews its push token (Wallet registers again and again). Only this
     * pass's registration changes. True when it is new.
     */
    async register(deviceLibraryId: string, pushToken: string, passTypeId: string, cardId: string) {
      const [row] = await db
        .insert(walletRegistrations)
        .values({ deviceLibraryId, passTypeId, cardId, pushToken })
        .onConflictDoUpdate({
          target: [
            walletRegistrations.deviceLibraryId,
            walletRegistrations.passTypeId,
            walletRegistrations.cardId,
          ],
          set: { pushToken, updatedAt: new Date() },
        })
        .returning({
          created: sql<boolean>`${walletRegistrations.createdAt} = ${walletRegistrations.updatedAt}`,
        });
      return row?.created ?? false;
    },

    async unregister(deviceLibraryId: string, passTypeId: string, cardId: string): Promise<void> {
      await db
        .delete(walletRegistrations)
        .where(
          and(
            eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
            eq(walletRegistrations.passTypeId, passTypeId),
            eq(walletRegistrations.cardId, cardId),
          ),
        );
    },

    /** Serials registered on a device that changed after `since`, with the newest change. */
    async updatedSince(deviceLibraryId: string, passTypeId: string, since: Date | null) {
      return db
        .select({ cardId: walletRegistrations.cardId, changedAt: passChangedAt })
        .from(walletRegistrations)
        .innerJoin(walletPasses, eq(walletPasses.cardId, walletRegistrations.cardId))
        .innerJoin(cards, eq(cards.id, walletPasses.cardId))
        .where(
          and(
            eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
            eq(walletRegistrations.passTypeId, passTypeId),
            since ? gt(passChangedAt, since) : undefined,
          ),
        )
        .then((rows) => rows.map((row) => ({ cardId: row.cardId, changedAt: new Date(row.changedAt) })));
    },

    /**
     * Marks every pass of a user as changed (new points, a new label), so devices fetch it again. The loyalty
     * feature calls this after it books points.
     */
    async markPassesChanged(userId: string, at = new Date()): Promise<void> {
      await db.update(walletPasses).set({ updatedAt: at }).where(eq(walletPasses.userId, userId));
    },

    async revokeVehicleCardLinks(orgId: string): Promise<void> {
      const vehicleCards = db
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.orgId, orgId), isNotNull(cards.vehicleId)));
      await db
        .update(walletPasses)
        .set({ linkVersion: sql`${walletPasses.linkVersion} + 1` })
        .where(inArray(walletPasses.cardId, vehicleCards));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
