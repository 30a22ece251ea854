import { formatIban } from '@fuellinq/domain/bank/iban';
import type { CompanyDetails } from '@fuellinq/domain/common/company';
import type { Config } from '../config.ts';

// FuelLinq's own details come from the configuration (COMPANY_*). Until the operator sets them they are an
// example, marked as one on every page and invoice, and without a bank account: a made-up IBAN on a contact
// page is one somebody transfers money to.

type CompanyConfig = Pick<
  Config,
  | 'COMPANY_NAME'
  | 'COMPANY_ADDRESS'
  | 'COMPANY_KVK'
  | 'COMPANY_VAT_ID'
  | 'COMPANY_IBAN'
  | 'COMPANY_PHONE'
  | 'COMPANY_WHATSAPP'
  | 'COMPANY_EMAIL'
  | 'COMPANY_LOCATION'
  | 'INVOICE_SUPPLIER_NAME'
  | 'INVOICE_SUPPLIER_ADDRESS'
  | 'INVOICE_SUPPLIER_KVK'
  | 'INVOICE_SUPPLIER_VAT_ID'
>;

/** The example a development start shows: the demo company of the public site, never with an IBAN. */
export const EXAMPLE_COMPANY = {
  name: 'FuelLinq B.V.',
  address: 'Piet Heinkade 55, 1019 GM Amsterdam',
  kvk: '91735264',
  vat_id: 'NL865912378B01',
  phone: '020 262 4410',
  whatsapp: '+31 6 4118 2025',
  email: 'info@fuellinq.nl',
  position: { lat: 52.3772, lng: 4.9165 },
} as const;

/** Each detail with the variables that set it (the first one set wins). */
const REQUIRED = {
  name: ['COMPANY_NAME', 'INVOICE_SUPPLIER_NAME'],
  address: ['COMPANY_ADDRESS', 'INVOICE_SUPPLIER_ADDRESS'],
  kvk: ['COMPANY_KVK', 'INVOICE_SUPPLIER_KVK'],
  vat_id: ['COMPANY_VAT_ID', 'INVOICE_SUPPLIER_VAT_ID'],
  iban: ['COMPANY_IBAN'],
  phone: ['COMPANY_PHONE'],
  email: ['COMPANY_EMAIL'],
} as const satisfies Record<string, readonly (keyof CompanyConfig)[]>;

const valueOf = (config: CompanyConfig, variables: readonly (keyof CompanyConfig)[]) =>
  variables.map((variable) => config[variable]).find((value) => value !== undefined);

/** The variables a real deployment still has to set (empty: the details are the operator's own). */
export function missingCompanyVariables(config: CompanyConfig): string[] {
  return Object.values(REQUIRED)
    .filter((variables) => valueOf(config, variables) === undefined)
    .map((variables) => variables[0]);
}

/** The details as the pages show them: the configured ones, or the marked example where one is missing. */
export function companyDetailsOf(config: CompanyConfig): CompanyDetails {
  const example = missingCompanyVariables(config).length > 0;
  const [lat, lng] = config.COMPANY_LOCATION?.split(',').map(Number) ?? [];
  const configuredPosition = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  return {
    example,
    name: valueOf(config, REQUIRED.name) ?? EXAMPLE_COMPANY.name,
    address: valueOf(config, REQUIRED.address) ?? EXAMPLE_COMPANY.address,
    kvk: valueOf(config, REQUIRED.kvk) ?? EXAMPLE_COMPANY.kvk,
    vat_id: valueOf(config, REQUIRED.vat_id) ?? EXAMPLE_COMPANY.vat_id,
    iban: config.COMPANY_IBAN ? formatIban(config.COMPANY_IBAN) : null,
    phone: config.COMPANY_PHONE ?? EXAMPLE_COMPANY.phone,
    whatsapp: config.COMPANY_WHATSAPP ?? (example ? EXAMPLE_COMPANY.whatsapp : null),
    email: config.COMPANY_EMAIL ?? EXAMPLE_COMPANY.email,
    position: configuredPosition ?? (example ? { ...EXAMPLE_COMPANY.position } : null),
  };
}
