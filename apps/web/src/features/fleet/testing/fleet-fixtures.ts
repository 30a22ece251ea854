import type {
  AuditEntry,
  CostCentre,
  Invitation,
  Org,
  OrgMember,
  OrgSummary,
} from '@fuellinq/domain/orgs/org.contract';

// Contract-valid answers of the organisation endpoints, for the fleet screens' tests (and other features').

export const ORG_ID = '00000000-0000-4000-8000-00000000a001';
export const OWNER_ID = '00000000-0000-4000-8000-00000000b001';
export const DRIVER_ID = '00000000-0000-4000-8000-00000000b002';

export const orgSummary = (overrides: Partial<OrgSummary> = {}): OrgSummary => ({
  id: ORG_ID,
  name: 'Demo Transport B.V.',
  role: 'manager',
  ...overrides,
});

export const orgDetails = (overrides: Partial<Org> = {}): Org => ({
  ...orgSummary(),
  kvk_number: '12345678',
  vat_id: 'NL004495445B01',
  invoice_address: 'Havenweg 1\n3000 AA Rotterdam',
  invoice_email: 'facturen@example.nl',
  require_odometer: false,
  low_balance_threshold_cents: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const member = (overrides: Partial<OrgMember> = {}): OrgMember => ({
  user_id: DRIVER_ID,
  name: 'Bram Bestuurder',
  email: 'bram@example.nl',
  role: 'driver',
  monthly_budget_cents: null,
  joined_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

export const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: '00000000-0000-4000-8000-00000000c001',
  email: 'nieuw@example.nl',
  role: 'driver',
  invited_by: 'Mila Manager',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

export const costCentre = (overrides: Partial<CostCentre> = {}): CostCentre => ({
  id: '00000000-0000-4000-8000-00000000d001',
  name: 'Distributie',
  code: 'KP-1',
  max_per_day_cents: 20_000,
  max_per_month_cents: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '00000000-0000-4000-8000-00000000e001',
  at: '2026-11-20T10:00:00.000Z',
  actor: { user_id: OWNER_ID, name: 'Olga Eigenaar' },
  action: 'member.role',
  entity: 'member',
  entity_id: DRIVER_ID,
  subject: { user_id: DRIVER_ID, name: 'Bram Bestuurder' },
  before: { role: 'driver' },
  after: { role: 'manager' },
  ...overrides,
});

/** The organisation the app shows (the header's choice), as the switcher stores it. */
export function chooseOrg(orgId: string = ORG_ID) {
  window.localStorage.setItem('fuellinq.org', orgId);
}
