import { displayName, type Org, type OrgRole } from '@fuellinq/domain';
import type { organisations, users } from '../../db/schema/index.ts';

type OrgRow = typeof organisations.$inferSelect;
type Person = Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'lastName'>;

export function toOrgDto(row: OrgRow, role: OrgRole): Org {
  return {
    id: row.id,
    name: row.name,
    role,
    kvk_number: row.kvkNumber,
    vat_id: row.vatId,
    invoice_address: row.invoiceAddress,
    invoice_email: row.invoiceEmail,
    require_odometer: row.requireOdometer,
    low_balance_threshold_cents: row.lowBalanceThresholdCents,
    created_at: row.createdAt.toISOString(),
  };
}

/** The name a person goes by in the organisation's screens: their own name, or their e-mail's first part. */
export function personName(person: Person): string {
  return displayName({ email: person.email, first_name: person.firstName, last_name: person.lastName });
}
