import type { CompanyDetails } from '@fuellinq/domain/common/company';

// GET /api/company as the server answers it: unset (a development start) and configured.

/** What a start without COMPANY_* answers: the marked example, without a bank account. */
export const exampleCompany: CompanyDetails = {
  example: true,
  name: 'FuelLinq B.V.',
  address: 'Piet Heinkade 55, 1019 GM Amsterdam',
  kvk: '91735264',
  vat_id: 'NL865912378B01',
  iban: null,
  phone: '020 262 4410',
  whatsapp: '+31 6 4118 2025',
  email: 'info@fuellinq.nl',
  position: { lat: 52.3772, lng: 4.9165 },
};

/** An operator's own details. */
export const configuredCompany: CompanyDetails = {
  example: false,
  name: 'Tankdienst Noord B.V.',
  address: 'Stationsweg 3, 9711 AA Groningen',
  kvk: '12345678',
  vat_id: 'NL001234567B01',
  iban: 'NL06 ABNA 0489 2716 53',
  phone: '050 123 4567',
  whatsapp: null,
  email: 'hallo@tankdienst.example',
  position: null,
};

export const companyAnswer = (company: CompanyDetails) => ({
  'GET /api/company': { status: 200, body: company },
});
