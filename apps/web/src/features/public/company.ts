// FuelLinq's own contact and company details, in one place: the contact page, its form and its buttons.

export const COMPANY = {
  name: 'FuelLinq B.V.',
  street: 'Piet Heinkade 55',
  postcode: '1019 GM',
  city: 'Amsterdam',
  /** The office on the map and the Route button. */
  position: { lat: 52.3772, lng: 4.9165 },
  phone: '020 262 4410',
  /** +31 without the leading 0, digits only: for tel: and WhatsApp links. */
  phoneInternational: '+31202624410',
  whatsapp: '+31 6 4118 2025',
  whatsappDigits: '31641182025',
  email: 'info@fuellinq.nl',
  kvk: '91735264',
  vat: 'NL865912378B01',
  iban: 'NL91 ABNA 0417 1643 00',
  /** Spec §2: the reply time the contact page states. */
  replyTime: '1–2 werkdagen',
  openingHours: 'maandag t/m vrijdag 9.00–17.30 uur',
} as const;

export const companyAddress = `${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}`;
