import type { BillingAddressBody, BillingAddressResponse } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingProfiles } from '../../db/schema/index.ts';
import { isoTime } from '../../lib/sql-rows.ts';

// The customer's address on invoices (docs/decisions/013). The invoice run copies it into each invoice, so a
// change counts from the next invoice and never rewrites one already made.

type ProfileRow = typeof billingProfiles.$inferSelect;

const toResponse = (row: ProfileRow | undefined): BillingAddressResponse => ({
  address: row
    ? { street: row.street, postcode: row.postcode, city: row.city, updated_at: isoTime(row.updatedAt) }
    : null,
});

/** GET /api/billing/address: the caller's own address, or null while none was given. */
export async function billingAddressOf(db: Database, userId: string): Promise<BillingAddressResponse> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return toResponse(row);
}

/** PUT /api/billing/address: gives or replaces the caller's address. */
export async function saveBillingAddress(
  db: Database,
  userId: string,
  body: BillingAddressBody,
  at: Date,
): Promise<BillingAddressResponse> {
  const values = { street: body.street, postcode: body.postcode, city: body.city, updatedAt: at };
  const [row] = await db
    .insert(billingProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: values })
    .returning();
  return toResponse(row);
}
