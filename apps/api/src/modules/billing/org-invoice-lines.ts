import { sql } from 'drizzle-orm';
import { dutchDayEnd, dutchDayStart } from '../../db/queries/billing.ts';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { customerOf, type InvoiceCustomer } from './invoice-parties.ts';
import type { NewInvoiceLine } from './invoices.repository.ts';

// An organisation's monthly invoice (issue 25 §1) is made by the same run, numbering and guarantees as
// every account's (decision 013): the organisation's own account (decision 024) is the account invoiced.
// Its refuels are the company refuels only — a member's private refuels are paid by, and invoiced to, the
// member's own account. What this file adds: who the customer is (the organisation with its KvK, btw-id
// and invoice address) and, on each company refuel's line, the card, driver, plate and cost centre.

export interface InvoicedOrganisation {
  id: string;
  name: string;
  kvkNumber: string;
  vatId: string | null;
  invoiceAddress: string | null;
  /** Where its invoices are mailed (its bookkeeping); null: not mailed, read in the app. */
  invoiceEmail: string | null;
}

/** The organisation whose own account this is; undefined for a person's account. */
export async function organisationOfAccount(
  db: Database,
  accountUserId: string,
): Promise<InvoicedOrganisation | undefined> {
  const [row] = await selectRows<{
    id: string;
    name: string;
    kvk_number: string;
    vat_id: string | null;
    invoice_address: string | null;
    invoice_email: string | null;
  }>(
    db,
    sql`select id, name, kvk_number, vat_id, invoice_address, invoice_email from organisations
         where account_user_id = ${accountUserId}`,
  );
  return (
    row && {
      id: row.id,
      name: row.name,
      kvkNumber: row.kvk_number,
      vatId: row.vat_id,
      invoiceAddress: row.invoice_address,
      invoiceEmail: row.invoice_email,
    }
  );
}

/**
 * The organisation as its invoice names it: always a business (a Factuur), with its KvK number as the
 * buyer reference its bookkeeping routes the e-invoice by until it can set one of its own.
 */
export function organisationCustomer(
  org: InvoicedOrganisation,
): InvoiceCustomer & { buyer_reference: string } {
  return {
    name: org.name,
    address: org.invoiceAddress,
    kvk: org.kvkNumber,
    vat_id: org.vatId,
    business: true,
    buyer_reference: org.kvkNumber,
  };
}

/**
 * Who an account's invoice or credit note is addressed to, and where its mail goes: the organisation for
 * its own account, mailed to its invoice address (never to the account's placeholder; none given, it is
 * read in the app only), else the person (customerOf).
 */
export async function invoiceCustomerOf(db: Database, accountUserId: string) {
  const org = await organisationOfAccount(db, accountUserId);
  return org
    ? { org, email: org.invoiceEmail, customer: organisationCustomer(org) }
    : { org, ...(await customerOf(db, accountUserId)) };
}

/** Where an invoice's mail goes: `email` (none: not mailed), for an organisation's account `org`. */
export interface InvoiceRecipient {
  email: string | null;
  org?: InvoicedOrganisation | undefined;
}

type CompanyDetails = Pick<NewInvoiceLine, 'cardLast4' | 'driver' | 'plate' | 'costCentre'>;

/** The card, driver, plate and cost centre of each company refuel the account paid in a period, by refuel id. */
async function companyRefuelDetails(
  db: Database,
  accountUserId: string,
  from: string,
  to: string,
): Promise<Map<string, CompanyDetails>> {
  const rows = await selectRows<{
    id: string;
    card_last4: string | null;
    driver: string | null;
    plate: string | null;
    cost_centre: string | null;
  }>(
    db,
    sql`select t.id, t.card_last4,
               coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as driver,
               coalesce(v.license_plate, cv.license_plate, c.plate) as plate, cc.name as cost_centre
          from fuel_transactions t
          left join cards c on c.id = t.card_id
          left join users u on u.id = t.driver_user_id
          left join vehicles v on v.id = t.vehicle_id
          left join vehicles cv on cv.id = c.vehicle_id
          left join cost_centres cc on cc.id = c.cost_centre_id
         where t.user_id = ${accountUserId} and t.org_id is not null and t.status = 'completed'
           and t.completed_at >= ${dutchDayStart(from)} and t.completed_at < ${dutchDayEnd(to)}`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { cardLast4: row.card_last4, driver: row.driver, plate: row.plate, costCentre: row.cost_centre },
    ]),
  );
}

/** The lines of an organisation's invoice: each company refuel's line carries its card, driver, plate and cost centre. */
export async function withCompanyDetails<Line extends NewInvoiceLine>(
  db: Database,
  accountUserId: string,
  period: { from: string; to: string },
  lines: Line[],
): Promise<Line[]> {
  const details = await companyRefuelDetails(db, accountUserId, period.from, period.to);
  return lines.map((line) => {
    const detail = line.kind === 'refuel' ? details.get(line.reference) : undefined;
    return detail ? { ...line, ...detail } : line;
  });
}
