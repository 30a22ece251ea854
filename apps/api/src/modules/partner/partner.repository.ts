import type { FuelType } from '@fuellinq/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { grantedBrands } from '../../db/queries/partner-brands.ts';
import {
  brands,
  partnerBrands,
  partnerProfiles,
  stationOpeningHours,
  stationPrices,
  stations,
  users,
} from '../../db/schema/index.ts';
import { openingHoursOf, pricesJson, textMatch } from '../../db/queries/stations.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';
import type { EventBus } from '../../lib/events.ts';
import { recordObservedPrices } from '../stations/stations.service.ts';

const columns = {
  id: stations.id,
  title: stations.title,
  brand: brands.name,
  brandSlug: brands.slug,
  brandId: stations.brandId,
  street: stations.street,
  houseNumber: stations.houseNumber,
  postcode: stations.postcode,
  city: stations.city,
  lat: stations.lat,
  lng: stations.lng,
  fuels: stations.fuels,
  unmanned: stations.unmanned,
  motorway: stations.motorway,
  active: stations.active,
  updatedAt: stations.updatedAt,
  prices: pricesJson,
};

export interface PeriodRow {
  day: number;
  opensMinute: number;
  closesMinute: number;
}

export interface PriceChange {
  stationId: string;
  fuelType: FuelType;
  priceTenths: number;
}

type StationValues = Omit<typeof stations.$inferInsert, 'id' | 'partnerId' | 'source' | 'createdAt'>;

/** Every query is scoped to the partner: another partner's station simply is not there. */
export function createPartnerRepository(db: Database, events: EventBus) {
  const mine = (partnerId: string, ...more: (SQL | undefined)[]) =>
    and(eq(stations.partnerId, partnerId), ...more);

  async function replaceHours(tx: Database, stationId: string, periods: PeriodRow[]) {
    await tx.delete(stationOpeningHours).where(eq(stationOpeningHours.stationId, stationId));
    if (periods.length)
      await tx.insert(stationOpeningHours).values(periods.map((p) => ({ stationId, ...p })));
  }

  return {
    async listStations(
      partnerId: string,
      options: {
        q?: string | undefined;
        status: 'active' | 'inactive' | 'all';
        page: number;
        perPage: number;
      },
    ) {
      const where = mine(
        partnerId,
        options.status === 'all' ? undefined : eq(stations.active, options.status === 'active'),
        options.q ? textMatch(options.q) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(stations)
          .leftJoin(brands, eq(brands.id, stations.brandId))
          .where(where)
          .orderBy(asc(stations.city), asc(stations.title), asc(stations.id))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ n: count() }).from(stations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async station(partnerId: string, id: string) {
      const [row] = await db
        .select(columns)
        .from(stations)
        .leftJoin(brands, eq(brands.id, stations.brandId))
        .where(mine(partnerId, eq(stations.id, id)))
        .limit(1);
      return row;
    },

    openingHours: (ids: string[]) => openingHoursOf(db, ids),

    /** The partner's stations among these ids, with what they sell. */
    async ownedStations(partnerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: stations.id, fuels: stations.fuels, title: stations.title })
        .from(stations)
        .where(mine(partnerId, inArray(stations.id, ids)));
    },

    async createStation(partnerId: string, values: StationValues, periods: PeriodRow[], audit: AuditEntry) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(stations)
          .values({ ...values, partnerId, source: 'partner' })
          .returning({ id: stations.id });
        if (!row) throw new Error('insert into stations returned nothing');
        await replaceHours(tx, row.id, periods);
        await writeAudit(tx, { ...audit, entityId: row.id });
        return row.id;
      });
    },

    async updateStation(
      partnerId: string,
      id: string,
      values: Partial<StationValues>,
      periods: PeriodRow[] | undefined,
      audit: AuditEntry,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(stations)
          .set({ ...values, updatedAt: new Date() })
          .where(mine(partnerId, eq(stations.id, id)))
          .returning({ id: stations.id });
        if (!row) return false;
        if (periods) await replaceHours(tx, id, periods);
        await writeAudit(tx, audit);
        return true;
      });
    },

    /**
     * Saves prices in one transaction: the current price, today's row of the history (the day's last
     * price) and one audit entry per price with the old and the new value.
     */
    /** The partner's prices, seen now: through the one write path of station prices (decision 025). */
    async savePrices(changes: PriceChange[], userId: string, at: Date) {
      return inTransaction(db, async (tx) => {
        const ids = [...new Set(changes.map((c) => c.stationId))];
        await recordObservedPrices(
          tx,
          events,
          changes.map((c) => ({ ...c, source: 'station' as const, observedAt: at, userId })),
        );
        return tx
          .select({
            stationId: stationPrices.stationId,
            fuelType: stationPrices.fuelType,
            priceTenths: stationPrices.priceTenths,
            updatedAt: stationPrices.updatedAt,
            updatedBy: stationPrices.updatedBy,
            source: stationPrices.source,
          })
          .from(stationPrices)
          .where(inArray(stationPrices.stationId, ids))
          .orderBy(asc(stationPrices.stationId), asc(stationPrices.fuelType));
      });
    },

    /** A brand by its slug, and whether an admin granted it to this partner. */
    async brandBySlug(partnerId: string, slug: string) {
      const [row] = await db
        .select({
          id: brands.id,
          name: brands.name,
          granted: sql<boolean>`${partnerBrands.brandId} is not null`,
        })
        .from(brands)
        .leftJoin(
          partnerBrands,
          and(eq(partnerBrands.brandId, brands.id), eq(partnerBrands.partnerId, partnerId)),
        )
        .where(eq(brands.slug, slug));
      return row;
    },

    /** The brands an admin granted this partner, by name. */
    grantedBrands: (partnerId: string) => grantedBrands(db, partnerId),

    async settings(partnerId: string) {
      const [row] = await db
        .select({
          companyName: users.companyName,
          kvkNumber: users.kvkNumber,
          contactName: partnerProfiles.contactName,
          contactEmail: partnerProfiles.contactEmail,
          contactPhone: partnerProfiles.contactPhone,
          brandId: partnerProfiles.brandId,
          brandSlug: brands.slug,
          brand: brands.name,
        })
        .from(users)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
        .leftJoin(brands, eq(brands.id, partnerProfiles.brandId))
        .where(eq(users.id, partnerId));
      const [stationCount] = await db.select({ n: count() }).from(stations).where(mine(partnerId));
      return row ? { ...row, stationCount: stationCount?.n ?? 0 } : undefined;
    },

    async saveSettings(
      partnerId: string,
      values: {
        companyName: string;
        kvkNumber: string | null;
        contactName: string | null;
        contactEmail: string | null;
        contactPhone: string | null;
        brandId: string | null;
      },
      audit: AuditEntry,
    ) {
      await inTransaction(db, async (tx) => {
        const { companyName, kvkNumber, ...profile } = values;
        await tx
          .update(users)
          .set({ companyName, kvkNumber, updatedAt: new Date() })
          .where(eq(users.id, partnerId));
        await tx
          .insert(partnerProfiles)
          .values({ userId: partnerId, ...profile })
          .onConflictDoUpdate({ target: partnerProfiles.userId, set: { ...profile, updatedAt: new Date() } });
        await writeAudit(tx, audit);
      });
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
export type PartnerStationRow = NonNullable<Awaited<ReturnType<PartnerRepository['station']>>>;
