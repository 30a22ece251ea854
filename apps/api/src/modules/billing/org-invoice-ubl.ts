import type { OrgInvoiceDetail } from '@fuellinq/domain/billing/org-invoice.contract';
import { el, renderXml, type XmlElement } from './ubl-xml.ts';

// An organisation's invoice as an e-invoice (issue 25 §1): UBL 2.1 following Peppol BIS Billing 3.0 with the
// Dutch rules (NLCIUS). The figures are the invoice's own: every line with its amount excl. btw, the btw per
// rate as the sum of the lines' btw (rounded per line, as the PDF shows it and as was paid; EN 16931 allows
// a category's btw to differ from base × rate by less than one euro), the prepaid amount and what is left
// to pay. Both parties are identified by their KvK number (scheme 0106). A credit note is a UBL CreditNote
// with positive amounts that refers to the invoice it corrects.

export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** The KvK number's scheme in the ISO 6523 ICD list. */
export const KVK_SCHEME = '0106';

const NAMESPACES = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** Cents as an amount with two decimals ("-12.34"). */
export const ublAmount = (cents: number) => (cents / 100).toFixed(2);
const money = (name: string, cents: number) => el(name, ublAmount(cents), { currencyID: 'EUR' });

/** "Straat 1, 1234 AB Plaats" (or on two lines) in its parts; an address in another form is all street. */
export function addressParts(address: string | null) {
  const match = /^(.+?)\s*[,\n]\s*(\d{4}\s?[A-Za-z]{2})\s+(.+)$/.exec(address?.trim() ?? '');
  if (!match) return { street: address?.trim() || null, postcode: null, city: null };
  return { street: match[1]!, postcode: match[2]!.toUpperCase(), city: match[3]! };
}

type Party = OrgInvoiceDetail['supplier'] & { buyer_reference?: string | null };

function party(wrapper: string, details: Party): XmlElement {
  const address = addressParts(details.address);
  return el(wrapper, [
    el('cac:Party', [
      details.kvk ? el('cbc:EndpointID', details.kvk, { schemeID: KVK_SCHEME }) : null,
      el('cac:PartyName', [el('cbc:Name', details.name)]),
      el('cac:PostalAddress', [
        address.street ? el('cbc:StreetName', address.street) : null,
        address.city ? el('cbc:CityName', address.city) : null,
        address.postcode ? el('cbc:PostalZone', address.postcode) : null,
        el('cac:Country', [el('cbc:IdentificationCode', 'NL')]),
      ]),
      details.vat_id
        ? el('cac:PartyTaxScheme', [
            el('cbc:CompanyID', details.vat_id),
            el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
          ])
        : null,
      el('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', details.name),
        details.kvk ? el('cbc:CompanyID', details.kvk, { schemeID: KVK_SCHEME }) : null,
      ]),
    ]),
  ]);
}

const taxCategory = (name: string, rate: number) =>
  el(name, [
    el('cbc:ID', rate > 0 ? 'S' : 'Z'),
    el('cbc:Percent', rate),
    el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
  ]);

const property = (name: string, value: string | null) =>
  value ? el('cac:AdditionalItemProperty', [el('cbc:Name', name), el('cbc:Value', value)]) : null;

/** The e-invoice of an organisation's invoice or credit note, as UTF-8 XML. */
export function orgInvoiceUbl(invoice: OrgInvoiceDetail): string {
  const credit = invoice.kind === 'credit_note';
  // A credit note states its amounts as positive numbers; the stored ones are negative.
  const sign = credit ? -1 : 1;
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const lines = invoice.lines.map((line, index) => {
    const net = sign * line.amount_excl_vat;
    // A refuel is its litres at the price that makes its amount; anything else is one of it (or a credit
    // of one: quantity -1 at a positive price).
    const litres = line.liters !== null && line.liters > 0 && net > 0;
    const quantity = litres ? line.liters!.toFixed(2) : net < 0 ? '-1' : '1';
    const price = litres ? (net / 100 / line.liters!).toFixed(6) : ublAmount(Math.abs(net));
    return el(lineName, [
      el('cbc:ID', index + 1),
      el(quantityName, quantity, { unitCode: litres ? 'LTR' : 'C62' }),
      money('cbc:LineExtensionAmount', net),
      line.cost_centre ? el('cbc:AccountingCost', line.cost_centre) : null,
      el('cac:InvoicePeriod', [el('cbc:StartDate', line.date), el('cbc:EndDate', line.date)]),
      el('cac:Item', [
        line.station ? el('cbc:Description', line.station) : null,
        el('cbc:Name', line.description),
        taxCategory('cac:ClassifiedTaxCategory', line.vat_rate),
        property('Pas', line.card_last4 ? `**** ${line.card_last4}` : null),
        property('Bestuurder', line.driver),
        property('Kenteken', line.plate),
      ]),
      el('cac:Price', [el('cbc:PriceAmount', price, { currencyID: 'EUR' })]),
    ]);
  });
  const vat = sign * invoice.vat_amount;
  const payable = sign * invoice.payable_amount;
  const root = el(
    credit ? 'CreditNote' : 'Invoice',
    [
      el('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
      el('cbc:ProfileID', PEPPOL_PROFILE_ID),
      el('cbc:ID', invoice.number),
      el('cbc:IssueDate', invoice.date),
      el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
      invoice.supplier.example
        ? el('cbc:Note', 'Voorbeeld: de leveranciersgegevens zijn niet ingesteld.')
        : null,
      el('cbc:DocumentCurrencyCode', 'EUR'),
      el(
        'cbc:BuyerReference',
        invoice.customer.buyer_reference ?? invoice.customer.kvk ?? invoice.customer.name,
      ),
      el('cac:InvoicePeriod', [
        el('cbc:StartDate', invoice.period_start),
        el('cbc:EndDate', invoice.period_end),
      ]),
      invoice.credits_invoice_number
        ? el('cac:BillingReference', [
            el('cac:InvoiceDocumentReference', [el('cbc:ID', invoice.credits_invoice_number)]),
          ])
        : null,
      party('cac:AccountingSupplierParty', invoice.supplier),
      party('cac:AccountingCustomerParty', invoice.customer),
      payable > 0
        ? el('cac:PaymentMeans', [
            el('cbc:PaymentMeansCode', '30'),
            el('cbc:PaymentID', invoice.number),
            invoice.supplier.iban
              ? el('cac:PayeeFinancialAccount', [el('cbc:ID', invoice.supplier.iban.replace(/\s/g, ''))])
              : null,
          ])
        : null,
      el('cac:TaxTotal', [
        money('cbc:TaxAmount', vat),
        ...invoice.vat_breakdown.map((row) =>
          el('cac:TaxSubtotal', [
            money('cbc:TaxableAmount', sign * row.amount_excl_vat),
            money('cbc:TaxAmount', sign * row.vat_amount),
            taxCategory('cac:TaxCategory', row.rate),
          ]),
        ),
      ]),
      el('cac:LegalMonetaryTotal', [
        money('cbc:LineExtensionAmount', sign * invoice.amount_excl_vat),
        money('cbc:TaxExclusiveAmount', sign * invoice.amount_excl_vat),
        money('cbc:TaxInclusiveAmount', sign * invoice.amount),
        money('cbc:PrepaidAmount', sign * invoice.prepaid_amount),
        money('cbc:PayableAmount', payable),
      ]),
      ...lines,
    ],
    {
      xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${credit ? 'CreditNote' : 'Invoice'}-2`,
      'xmlns:cac': NAMESPACES.cac,
      'xmlns:cbc': NAMESPACES.cbc,
    },
  );
  return renderXml(root);
}
