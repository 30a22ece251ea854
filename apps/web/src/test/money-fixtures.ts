// Answers of the money endpoints in the API's own shapes (packages/domain/src/money), for the web tests.
import type { BalanceResponse, Payment } from '@fuellinq/domain/money/balance.contract';
import type { LoyaltyResponse } from '@fuellinq/domain/money/loyalty.contract';
import type { HistoryItem, PumpKey, Transaction } from '@fuellinq/domain/money/transaction.contract';

export const STATION_ID = '7655ff4b-8de1-4da8-949e-71d65089e8ab';
export const TX_ID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
export const CARD_ID = '00000000-0000-4000-8000-000000000abc';
export const PAYMENT_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export function balance(overrides: Partial<BalanceResponse> = {}): BalanceResponse {
  return {
    balance_cents: 5_000,
    available_cents: 5_000,
    reserved_cents: 0,
    auto_top_up: null,
    mandate: null,
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: TX_ID,
    number: 'FL-T-000123',
    status: 'reserved',
    card_id: CARD_ID,
    card_last4: '4242',
    station: { id: STATION_ID, title: 'Tinq Utrecht Kanaalweg', brand: 'Tinq', city: 'Utrecht' },
    fuel_type: 'euro95',
    reserved_cents: 7_500,
    amount_cents: null,
    released_cents: null,
    liters: null,
    price_per_l: null,
    points: null,
    created_at: '2026-11-21T09:00:00.000Z',
    completed_at: null,
    expires_at: '2026-11-21T09:30:00.000Z',
    receipt_url: null,
    ...overrides,
  };
}

/** The same refuel once the pump completed it: 31,54 l at € 1,979 = € 62,42, € 12,58 back, 31 points. */
export const completed = (overrides: Partial<Transaction> = {}) =>
  transaction({
    status: 'completed',
    amount_cents: 6_242,
    released_cents: 1_258,
    liters: 31.54,
    price_per_l: 1.979,
    points: 31,
    completed_at: '2026-11-21T09:04:00.000Z',
    receipt_url: `/api/transactions/${TX_ID}/receipt.pdf`,
    ...overrides,
  });

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: TX_ID,
    kind: 'refuel',
    date: '2026-11-21T09:04:00.000Z',
    status: 'completed',
    amount_cents: -6_242,
    description: 'Tinq Utrecht Kanaalweg',
    brand: 'Tinq',
    city: 'Utrecht',
    station_id: STATION_ID,
    fuel_type: 'euro95',
    liters: 31.54,
    price_per_l: 1.979,
    points: 31,
    receipt_url: `/api/transactions/${TX_ID}/receipt.pdf`,
    ...overrides,
  };
}

/** GET /api/transactions: one page of the history. */
export const historyAnswer = (items: HistoryItem[], total = items.length, pageNumber = 1) => ({
  status: 200,
  body: { items, total, page: pageNumber, per_page: 25 },
});

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    purpose: 'top_up',
    amount_cents: 5_000,
    status: 'open',
    url: `/betalen/sandbox/${PAYMENT_ID}`,
    return_path: '/app/wallet',
    created_at: '2026-11-21T09:00:00.000Z',
    paid_at: null,
    ...overrides,
  };
}

export function loyalty(overrides: Partial<LoyaltyResponse> = {}): LoyaltyResponse {
  return {
    points: 620,
    history: [
      {
        id: 'p1',
        kind: 'earn',
        points: 31,
        description: 'Tankbeurt Tinq Utrecht Kanaalweg',
        created_at: '2026-11-21T09:04:00.000Z',
      },
    ],
    rewards: [
      {
        key: 'saldo-5',
        title: '€ 5 op je saldo',
        description: 'Direct bijgeschreven op je FuelLinq-saldo.',
        points: 500,
        available: true,
      },
      {
        key: 'wasbeurt',
        title: 'Gratis wasbeurt',
        description: 'Een code voor een gratis wasbeurt bij een deelnemend partnerstation.',
        points: 750,
        available: false,
      },
    ],
    redemptions: [],
    ...overrides,
  };
}

export function pumpKey(overrides: Partial<PumpKey> = {}): PumpKey {
  return {
    id: 'b7e3c9a0-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
    name: 'Pompen Utrecht',
    prefix: 'flp_7Hk2',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}
