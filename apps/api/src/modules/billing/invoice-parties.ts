import { companyDetailsOf } from '../../lib/company-details.ts';
import type { Database } from '../../db/database.ts';
import { billingPartyOf } from '../../db/queries/billing.ts';
import type { InvoiceParty } from '../../db/schema/billing.ts';

// The legal parties an invoice names, stored on it as they were that day.

/**
 * The supplier's legal fields from the configured company details (lib/company-details.ts): unset, the
 * marked example without a bank account, so no invoice ever names an account nobody configured.
 */
export function invoiceSupplierOf(config: Parameters<typeof companyDetailsOf>[0]): InvoiceParty {
  const company = companyDetailsOf(config);
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    vat_id: company.vat_id,
    iban: company.iban,
    ...(company.example ? { example: true } : {}),
  };
}

/**
 * The customer: a business by its company name with KvK and btw-id, a consumer by name; the address when
 * given. `email` is where the invoice's mail goes, null for an erased account.
 */
export async function customerOf(executor: Database, userId: string) {
  const party = await billingPartyOf(executor, userId);
  const business = party?.accountType === 'business';
  const person = [party?.firstName, party?.lastName].filter(Boolean).join(' ');
  const name = (business ? party?.companyName : null) || person || party?.email || 'Onbekend';
  const address = party?.street ? `${party.street}, ${party.postcode} ${party.city}` : null;
  return {
    email: party?.deletedAt ? null : (party?.email ?? null),
    customer: {
      name,
      address,
      kvk: business ? (party?.kvkNumber ?? null) : null,
      vat_id: business ? (party?.vatId ?? null) : null,
      business,
    },
  };
}

export type InvoiceCustomer = Awaited<ReturnType<typeof customerOf>>['customer'];
