import { KVK_SCHEME, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from './org-invoice-ubl.ts';
import { parseXml, select, textAt, type XmlElement } from './ubl-xml.ts';

// The business rules of Peppol BIS Billing 3.0 and the Dutch CIUS (NLCIUS) that an XSD does not express, as
// far as FuelLinq's e-invoices use them: identification, the buyer reference, both parties' KvK number and
// address, and the totals (the lines add up, btw per category, what is payable). Each broken rule is named;
// an empty list is a pass. The EN 16931 codes are given where the rule has one.

export interface BrokenRule {
  rule: string;
  message: string;
}

const cents = (value: string | undefined) =>
  value === undefined || value.trim() === '' || Number.isNaN(Number(value))
    ? undefined
    : Math.round(Number(value) * 100);
const sumOf = (nodes: XmlElement[]) => nodes.reduce((sum, node) => sum + (cents(node.text) ?? 0), 0);

function partyRules(root: XmlElement, path: string, who: string, codes: { endpoint: string }): BrokenRule[] {
  const party = select(root, `${path}/cac:Party`)[0];
  if (!party) return [{ rule: codes.endpoint, message: `${who}: geen partij` }];
  const broken: BrokenRule[] = [];
  if (!textAt(party, 'cbc:EndpointID'))
    broken.push({ rule: codes.endpoint, message: `${who}: geen EndpointID` });
  if (!textAt(party, 'cac:PartyLegalEntity/cbc:RegistrationName'))
    broken.push({ rule: who === 'Verkoper' ? 'BR-06' : 'BR-07', message: `${who}: geen naam` });
  const legal = select(party, 'cac:PartyLegalEntity/cbc:CompanyID')[0];
  if (!legal?.text || legal.attributes.schemeID !== KVK_SCHEME)
    broken.push({ rule: 'NLCIUS', message: `${who}: geen KvK-nummer (schemeID ${KVK_SCHEME})` });
  for (const part of ['cbc:StreetName', 'cbc:CityName', 'cbc:PostalZone'])
    if (!textAt(party, `cac:PostalAddress/${part}`))
      broken.push({ rule: 'NLCIUS', message: `${who}: adres zonder ${part.slice(4)}` });
  return broken;
}

/** The rules `xml` breaks; malformed XML breaks the first of them. */
export function peppolRuleErrors(xml: string): BrokenRule[] {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [{ rule: 'XML', message: (error as Error).message }];
  }
  const credit = root.name === 'CreditNote';
  const broken: BrokenRule[] = [];
  const need = (rule: string, ok: boolean, message: string) => {
    if (!ok) broken.push({ rule, message });
  };
  need(
    'PEPPOL-EN16931-R004',
    textAt(root, 'cbc:CustomizationID') === PEPPOL_CUSTOMIZATION_ID,
    'Onjuiste CustomizationID',
  );
  need('PEPPOL-EN16931-R001', textAt(root, 'cbc:ProfileID') === PEPPOL_PROFILE_ID, 'Onjuiste ProfileID');
  need('BR-02', Boolean(textAt(root, 'cbc:ID')), 'Geen factuurnummer');
  need('BR-03', /^\d{4}-\d{2}-\d{2}$/.test(textAt(root, 'cbc:IssueDate') ?? ''), 'Geen factuurdatum');
  need(
    'BR-04',
    Boolean(textAt(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode')),
    'Geen soort factuur',
  );
  need('BR-05', textAt(root, 'cbc:DocumentCurrencyCode') === 'EUR', 'Geen valuta');
  need(
    'PEPPOL-EN16931-R003',
    Boolean(textAt(root, 'cbc:BuyerReference') || textAt(root, 'cac:OrderReference/cbc:ID')),
    'Geen referentie van de koper (BuyerReference)',
  );
  broken.push(
    ...partyRules(root, 'cac:AccountingSupplierParty', 'Verkoper', { endpoint: 'PEPPOL-EN16931-R020' }),
  );
  broken.push(
    ...partyRules(root, 'cac:AccountingCustomerParty', 'Koper', { endpoint: 'PEPPOL-EN16931-R010' }),
  );

  const lines = select(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  need('BR-16', lines.length > 0, 'Geen regels');
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  for (const line of lines) {
    const net = cents(textAt(line, 'cbc:LineExtensionAmount'));
    const quantity = Number(textAt(line, quantityName));
    const price = Number(textAt(line, 'cac:Price/cbc:PriceAmount'));
    need(
      'PEPPOL-EN16931-R120',
      net !== undefined && Math.round(quantity * price * 100) === net,
      `Regel ${textAt(line, 'cbc:ID')}: hoeveelheid × prijs is niet het regelbedrag`,
    );
  }
  const totals = select(root, 'cac:LegalMonetaryTotal')[0];
  const total = (name: string) => (totals ? cents(textAt(totals, name)) : undefined) ?? Number.NaN;
  const lineSum = sumOf(lines.flatMap((line) => select(line, 'cbc:LineExtensionAmount')));
  need(
    'BR-CO-10',
    total('cbc:LineExtensionAmount') === lineSum,
    'Totaal van de regels is niet de som van de regels',
  );
  need(
    'BR-CO-13',
    total('cbc:TaxExclusiveAmount') === total('cbc:LineExtensionAmount'),
    'Totaal excl. btw klopt niet',
  );
  const taxTotal = cents(textAt(root, 'cac:TaxTotal/cbc:TaxAmount')) ?? Number.NaN;
  const subtotals = select(root, 'cac:TaxTotal/cac:TaxSubtotal');
  need(
    'BR-CO-14',
    taxTotal === sumOf(subtotals.flatMap((row) => select(row, 'cbc:TaxAmount'))),
    'Btw-totaal is niet de som per tarief',
  );
  need(
    'BR-CO-15',
    total('cbc:TaxInclusiveAmount') === total('cbc:TaxExclusiveAmount') + taxTotal,
    'Totaal incl. btw klopt niet',
  );
  need(
    'BR-CO-16',
    total('cbc:PayableAmount') ===
      total('cbc:TaxInclusiveAmount') - (cents(totals && textAt(totals, 'cbc:PrepaidAmount')) ?? 0),
    'Te betalen bedrag is niet totaal min vooruitbetaald',
  );
  for (const row of subtotals) {
    const id = textAt(row, 'cac:TaxCategory/cbc:ID');
    const rate = Number(textAt(row, 'cac:TaxCategory/cbc:Percent'));
    const taxable = cents(textAt(row, 'cbc:TaxableAmount')) ?? Number.NaN;
    const tax = cents(textAt(row, 'cbc:TaxAmount')) ?? Number.NaN;
    const ofCategory = lines.filter(
      (line) =>
        textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID') === id &&
        Number(textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')) === rate,
    );
    need(
      'BR-S-08',
      taxable === sumOf(ofCategory.flatMap((line) => select(line, 'cbc:LineExtensionAmount'))),
      `Btw ${rate}%: grondslag is niet de som van de regels`,
    );
    // EN 16931 allows a category's btw to differ from base × rate by less than one unit of the currency.
    need(
      'BR-S-09',
      Math.abs(tax - (taxable * rate) / 100) < 100,
      `Btw ${rate}%: bedrag past niet bij de grondslag`,
    );
  }
  return broken;
}
