import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { billingPartyOf } from '../../db/queries/billing.ts';
import type { InvoiceParty } from '../../db/schema/billing.ts';

// The legal parties an invoice names, stored on it as they were that day.

/** The supplier's legal fields from the configuration (defaults: the demo company). */
export function invoiceSupplierOf(
  config: Pick<
    Config,
    'INVOICE_SUPPLIER_NAME' | 'INVOICE_SUPPLIER_ADDRESS' | 'INVOICE_SUPPLIER_KVK' | 'INVOICE_SUPPLIER_VAT_ID'
  >,
): InvoiceParty {
  return {
    name: config.INVOICE_SUPPLIER_NAME,
    address: config.INVOICE_SUPPLIER_ADDRESS,
    kvk: config.INVOICE_SUPPLIER_KVK,
    vat_id: config.INVOICE_SUPPLIER_VAT_ID,
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
