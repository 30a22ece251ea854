import type { OrgBudgets, OrgFees, OrgRefuel } from '@fuellinq/domain/fleet-money/fleet-money.contract';

// Answers of the fleet's money endpoints for component tests, as the API gives them.

export const ORG_ID = '00000000-0000-4000-8000-0000000000a1';
export const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
export const CENTRE_ID = '00000000-0000-4000-8000-0000000000c1';

/** The header's choice of organisation, as the switcher keeps it. */
export function chooseOrg(orgId = ORG_ID) {
  window.localStorage.setItem('fuellinq.org', orgId);
}

export const orgList = (role: 'owner' | 'manager' | 'accountant' | 'driver') => [
  { id: ORG_ID, name: 'Demo Transport B.V.', role },
];

export const balance = {
  balance_cents: 125_000,
  available_cents: 110_000,
  reserved_cents: 15_000,
  auto_top_up: null,
  mandate: null,
  low_balance_threshold_cents: 20_000,
};

export const budgets: OrgBudgets = {
  month: '2026-11',
  day: '2026-11-18',
  spent_month_cents: 48_000,
  drivers: [
    {
      user_id: DRIVER_ID,
      name: 'Jan de Vries',
      role: 'driver',
      used_month_cents: 17_000,
      month: { limit_cents: 20_000, used_cents: 17_000, percent: 85 },
    },
  ],
  cost_centres: [
    {
      id: CENTRE_ID,
      name: 'Bouw',
      used_day_cents: 0,
      used_month_cents: 31_000,
      day: null,
      month: { limit_cents: 100_000, used_cents: 31_000, percent: 31 },
    },
  ],
};

export const fees: OrgFees = {
  summary: 'Geen verborgen kosten: dit zijn alle kosten die je organisatie bij FuelLinq kan betalen.',
  fees: [
    {
      key: 'company_card',
      name: 'Bedrijfspas',
      amount_cents: 0,
      unit: 'per pas',
      charged: 'Nooit: bedrijfspassen zijn gratis.',
      applies: false,
    },
  ],
};

export const preferences = {
  refuel_declined: 'direct',
  flag: 'direct',
  room_request: 'direct',
  budget_80: 'daily',
  balance_low: 'direct',
  card_lost: 'direct',
} as const;

export function orgRefuel(overrides: Partial<OrgRefuel> = {}): OrgRefuel {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    date: '2026-11-18T08:00:00.000Z',
    station: 'Shell Utrecht Noord',
    city: 'Utrecht',
    fuel_type: 'diesel',
    liters: 52.3,
    amount_cents: 9_412,
    driver_user_id: DRIVER_ID,
    driver_name: 'Jan de Vries',
    card_last4: '4242',
    plate: 'VX-123-B',
    cost_centre: 'Bouw',
    odometer_km: 123_456,
    status: 'completed',
    flags: 1,
    ...overrides,
  };
}
