// The /api page's texts: what the API offers partners and fleets, and every endpoint by group.

export const API_OFFERS = [
  {
    id: 'prices',
    title: 'Prijzen-API',
    audience: 'Voor tankstations en hun kassasysteem',
    text: 'Zet de prijzen van één station, of van al je stations tegelijk (tot 5.000 per verzoek). Ze staan meteen in de zoeker, met de tijd erbij.',
    paths: ['PUT /api/partner/stations/{id}/prices', 'PUT /api/partner/prices', 'GET /api/partner/stations'],
    example: `PUT /api/partner/prices
Authorization: Bearer <token van je partneraccount>

{ "prices": [
  { "station_id": "…", "fuel_type": "euro95", "price_eur_l": 1.979 },
  { "station_id": "…", "fuel_type": "diesel", "price_eur_l": 1.749 }
] }`,
  },
  {
    id: 'pumps',
    title: 'Pomp-API',
    audience: 'Voor tankstations met gekoppelde pompen',
    text: 'Na Nu tanken meldt de pomp wat er getankt is; FuelLinq rekent af van het prepaid saldo van de bestuurder. Je pomp gebruikt een API-sleutel die je maakt en intrekt in de partnerinstellingen.',
    paths: ['POST /api/partner/pumps/transactions/{id}/complete'],
    example: `POST /api/partner/pumps/transactions/{id}/complete
X-Api-Key: <sleutel uit de partnerinstellingen>
Idempotency-Key: <uniek per tankbeurt>

{ "liters": 42.31, "amount_cents": 8373, "price_per_l": 1.979 }`,
  },
  {
    id: 'codes',
    title: 'Kassa-API',
    audience: 'Voor de kassa van tankstations',
    text: 'Controleer aan de kassa de QR-code van een FuelLinq-pas (actief, van wie, saldo genoeg) of een beloningscode zoals een wasbeurt, en wissel een beloningscode één keer in bij je eigen station. Met dezelfde API-sleutel als je pompen, of in het partnerportaal onder Code controleren.',
    paths: ['POST /api/partner/codes/check', 'POST /api/partner/codes/redeem'],
    example: `POST /api/partner/codes/redeem
X-Api-Key: <sleutel uit de partnerinstellingen>

{ "code": "WAS-ABCD-EFGH", "station_id": "…" }`,
  },
  {
    id: 'co2',
    title: 'CO2-exports',
    audience: 'Voor wagenparken en hun administratie',
    text: 'Haal het CO2-rapport van een periode op als JSON, CSV of PDF, en de WPM-opgave per jaar: met methode, factorenlijst en bron bij elk getal.',
    paths: [
      'GET /api/co2/report',
      'GET /api/co2/report.csv',
      'GET /api/co2/report.pdf',
      'GET /api/co2/wpm.csv',
    ],
    example: `GET /api/co2/report.csv?from=2026-01-01&to=2026-03-31&scope=wtw
Authorization: Bearer <token>`,
  },
  {
    id: 'fleets',
    title: 'Wagenpark-API',
    audience: 'Voor organisaties en hun boekhouding',
    text: 'Haal de maandfactuur van je organisatie op als PDF, CSV of Peppol-e-factuur (UBL), het journaal van een maand voor je boekhoudpakket, de rapporten per bestuurder, voertuig of kostenplaats, en het CO2-rapport en de WPM-opgave van het hele wagenpark. Met het token van de eigenaar, een wagenparkbeheerder of de boekhouder.',
    paths: [
      'GET /api/orgs/{orgId}/invoices',
      'GET /api/orgs/{orgId}/invoices/{id}/ubl',
      'GET /api/orgs/{orgId}/journal.csv',
      'GET /api/orgs/{orgId}/reports',
      'GET /api/orgs/{orgId}/co2.pdf',
      'GET /api/orgs/{orgId}/wpm.csv',
    ],
    example: `GET /api/orgs/{orgId}/reports?from=2026-01-01&to=2026-03-31&by=vehicle
Authorization: Bearer <token>`,
  },
] as const;

export const API_GROUPS = [
  {
    title: 'Accounts',
    paths: ['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/logout', 'GET /me'],
  },
  { title: 'Wachtwoord', paths: ['POST /api/auth/forgot', 'POST /api/auth/reset'] },
  {
    title: 'Tankstations',
    paths: [
      'GET /api/partner/public/stations',
      'GET /api/stations/search',
      'GET /api/stations/{id}',
      'GET /api/stations/{id}/prices/history',
    ],
  },
  {
    title: 'Partners',
    paths: [
      'GET /api/partner/stations',
      'PUT /api/partner/prices',
      'GET /api/partner/offers',
      'GET /api/partner/settings',
    ],
  },
  {
    title: 'Bank en passen',
    paths: ['GET /api/bank/options', 'POST /api/bank/link', 'GET /api/cards', 'POST /api/cards/select'],
  },
  {
    title: 'Wallet',
    paths: ['POST /api/wallet/pass', 'POST /api/wallet/apple/{id}', 'POST /api/wallet/google/{id}'],
  },
  {
    title: 'Voertuigen',
    paths: ['GET /api/rdw/lookup', 'GET /api/vehicles', 'POST /api/co2/odometer', 'POST /api/co2/fuel'],
  },
  {
    title: 'CO2',
    paths: ['GET /api/co2/report', 'GET /api/co2/summary', 'GET /api/co2/preview', 'GET /api/co2/wpm'],
  },
  { title: 'Mijn gegevens', paths: ['GET /api/me/export', 'GET /api/me/erasure', 'DELETE /api/me'] },
  { title: 'Systeem', paths: ['GET /api/health', 'GET /api/config', 'GET /api/company'] },
];
