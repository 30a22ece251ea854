import type { Card } from '@fuellinq/domain/cards/card.contract';
import type { Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';

/** Bank options as the API sends them (logos are data URIs of our own marks). */
export const bankOptions = [
  { id: 'abn', name: 'ABN AMRO' },
  { id: 'ing', name: 'ING' },
  { id: 'rabo', name: 'Rabobank' },
  { id: 'sns', name: 'SNS' },
  { id: 'bunq', name: 'bunq' },
  { id: 'knab', name: 'Knab' },
  { id: 'triod', name: 'Triodos Bank' },
  { id: 'regio', name: 'RegioBank' },
].map((bank) => ({ ...bank, logo: 'data:image/svg+xml,%3Csvg%2F%3E' }));

let counter = 0;

/** A card as GET /api/cards sends it. */
export function card(overrides: Partial<Card> = {}): Card {
  counter += 1;
  const last4 = String(1000 + counter).slice(-4);
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    label: 'Mijn tankpas',
    last4,
    masked_pan: `7088 •••• •••• ${last4}`,
    status: 'active',
    is_active: false,
    plate: null,
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /me for a signed-in user of this role. */
export function meAnswer(role = 'user') {
  return {
    status: 200,
    body: {
      user: {
        id: 'u',
        email: 'a@b.nl',
        first_name: null,
        last_name: null,
        role,
        account_type: 'consumer',
        name: 'a',
      },
    },
  };
}

/** A vehicle as GET /api/vehicles lists it (the card and Nu tanken screens name it by plate and make). */
export function vehicle(plate: string, overrides: Partial<Vehicle> = {}): Vehicle {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    license_plate: plate.replaceAll('-', ''),
    license_plate_display: plate,
    nickname: null,
    make: 'SKODA',
    model: 'CITIGO',
    fuel_primary: 'euro95',
    fuels: ['Benzine'],
    wltp_g_per_km: 95,
    co2_cycle: 'WLTP',
    electric_wh_per_km: null,
    electric_range_km: null,
    hybrid_class: null,
    vehicle_kind: 'Personenauto',
    european_category: 'M1',
    first_registration_date: '2013-01-04',
    apk_expiry_date: '2027-01-04',
    emission_class: 'EURO 5',
    energy_label: 'A',
    color: 'Grijs',
    open_recall: false,
    kvk_number: null,
    rdw_fetched_at: '2026-11-01T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
