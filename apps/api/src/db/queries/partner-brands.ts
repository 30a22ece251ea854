// The brands an admin granted a partner: what the partner portal offers and what the admin sees.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { brands, partnerBrands } from '../schema/index.ts';

export function grantedBrands(db: Database, partnerId: string) {
  return db
    .select({ slug: brands.slug, name: brands.name })
    .from(partnerBrands)
    .innerJoin(brands, eq(brands.id, partnerBrands.brandId))
    .where(eq(partnerBrands.partnerId, partnerId))
    .orderBy(asc(brands.name));
}
