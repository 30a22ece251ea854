import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import type { RefuelFlag, RoomRequest } from '@fuellinq/domain/orgs/fleet-rules.contract';

// Contract-valid answers of the rules-at-the-pump endpoints, for the screens' tests (and Nu tanken's).

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
export const CARD_ID = '00000000-0000-4000-8000-00000000d001';
export const FLAG_ID = '00000000-0000-4000-8000-00000000e001';
export const REQUEST_ID = '00000000-0000-4000-8000-00000000e002';

export const companyCard: MyCompanyCard = {
  id: CARD_ID,
  org_id: ORG_ID,
  label: null,
  last4: '4321',
  masked_pan: '•••• 4321',
  status: 'active',
  driver: { user_id: '00000000-0000-4000-8000-00000000b002', name: 'Bram Bestuurder' },
  vehicle: null,
  cost_centre_id: null,
  rule_profile_id: null,
  rules: { max_per_day_cents: 5000 },
  unlocked_until: null,
  blocked_reason: null,
  replaces_card_id: null,
  replaced_by_card_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  org_name: 'Demo Transport B.V.',
  rules_in_words: ['Maximaal € 50,00 per dag'],
  budget_left_cents: null,
  asks_odometer: false,
};

export const flag = (overrides: Partial<RefuelFlag> = {}): RefuelFlag => ({
  id: FLAG_ID,
  kind: 'fuel_mismatch',
  message: 'Getankt: Euro95; het voertuig rijdt volgens de RDW op diesel.',
  status: 'open',
  note: null,
  created_at: '2026-11-25T10:00:00.000Z',
  refuel: {
    id: '00000000-0000-4000-8000-00000000f009',
    station: 'Tinq Utrecht',
    driver: 'Bram Bestuurder',
    card_last4: '4321',
    fuel_type: 'euro95',
    liters: 40,
    amount_cents: 8796,
    at: '2026-11-25T10:00:00.000Z',
  },
  decisions: [],
  ...overrides,
});

export const roomRequest = (overrides: Partial<RoomRequest> = {}): RoomRequest => ({
  id: REQUEST_ID,
  card_id: CARD_ID,
  card_last4: '4321',
  driver: 'Bram Bestuurder',
  rule: 'max_per_day_cents',
  amount_cents: 3000,
  reason: 'Lange rit naar Groningen',
  status: 'pending',
  decided_at: null,
  valid_until: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
