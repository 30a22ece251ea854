import type { OfferStatus } from '@fuellinq/domain';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { offerImages, offers, stations } from '../../db/schema/index.ts';
import { activeOffer } from '../../db/queries/offers.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/sql-rows.ts';

export type OfferValues = Pick<
  typeof offers.$inferInsert,
  | 'title'
  | 'subtitle'
  | 'badge'
  | 'imageUrl'
  | 'priceCents'
  | 'validFrom'
  | 'validUntil'
  | 'stationId'
  | 'endedAt'
>;

/** The SQL for an offer's status at a moment (see PartnerOffer.status). */
function statusIs(status: OfferStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'ended':
      return isNotNull(offers.endedAt);
    case 'scheduled':
      return and(isNull(offers.endedAt), gt(offers.validFrom, now));
    case 'expired':
      return and(isNull(offers.endedAt), lte(offers.validUntil, now));
    case 'active':
      return activeOffer(now);
  }
}

/** A partner's own offers only: another partner's offer id finds nothing. */
export function createOffersRepository(db: Database) {
  const select = {
    offer: offers,
    stationTitle: stations.title,
  };
  const mine = (partnerId: string, ...more: (SQL | undefined)[]) =>
    and(eq(offers.partnerId, partnerId), ...more);

  return {
    async list(
      partnerId: string,
      options: {
        q?: string | undefined;
        status: OfferStatus | 'all';
        page: number;
        perPage: number;
        now: Date;
      },
    ) {
      const q = options.q?.trim().toLowerCase();
      const like = q ? containsPattern(q) : undefined;
      const where = mine(
        partnerId,
        options.status === 'all' ? undefined : statusIs(options.status, options.now),
        like
          ? or(
              sql`lower(${offers.title}) like ${like}`,
              sql`lower(coalesce(${offers.subtitle}, '')) like ${like}`,
              sql`lower(coalesce(${offers.badge}, '')) like ${like}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(select)
          .from(offers)
          .leftJoin(stations, eq(stations.id, offers.stationId))
          .where(where)
          .orderBy(desc(offers.createdAt), desc(offers.id))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ n: count() }).from(offers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async get(partnerId: string, id: string) {
      const [row] = await db
        .select(select)
        .from(offers)
        .leftJoin(stations, eq(stations.id, offers.stationId))
        .where(mine(partnerId, eq(offers.id, id)));
      return row;
    },

    async create(partnerId: string, values: OfferValues, audit: AuditEntry): Promise<string> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(offers)
          .values({ ...values, partnerId })
          .returning({ id: offers.id });
        if (!row) throw new Error('insert into offers returned nothing');
        await writeAudit(tx, { ...audit, entityId: row.id });
        return row.id;
      });
    },

    async update(
      partnerId: string,
      id: string,
      values: Partial<OfferValues>,
      audit: AuditEntry,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(offers)
          .set({ ...values, updatedAt: new Date() })
          .where(mine(partnerId, eq(offers.id, id)))
          .returning({ id: offers.id });
        if (row) await writeAudit(tx, audit);
        return Boolean(row);
      });
    },

    async remove(partnerId: string, id: string, audit: AuditEntry): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .delete(offers)
          .where(mine(partnerId, eq(offers.id, id)))
          .returning({ id: offers.id });
        if (row) await writeAudit(tx, audit);
        return Boolean(row);
      });
    },

    async isOwnStation(partnerId: string, stationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.id, stationId), eq(stations.partnerId, partnerId)));
      return Boolean(row);
    },

    async saveImage(partnerId: string, contentType: string, data: Buffer): Promise<string> {
      const [row] = await db
        .insert(offerImages)
        .values({ partnerId, contentType, size: data.length, data })
        .returning({ id: offerImages.id });
      if (!row) throw new Error('insert into offer_images returned nothing');
      return row.id;
    },

    async imageOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ partnerId: offerImages.partnerId })
        .from(offerImages)
        .where(eq(offerImages.id, id));
      return row?.partnerId;
    },

    async image(id: string) {
      const [row] = await db
        .select({ contentType: offerImages.contentType, data: offerImages.data })
        .from(offerImages)
        .where(eq(offerImages.id, id));
      return row;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
