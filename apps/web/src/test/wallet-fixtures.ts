import type { Card } from '@fuellinq/domain/cards/card.contract';

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
