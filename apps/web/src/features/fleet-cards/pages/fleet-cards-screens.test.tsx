import type { FleetCard, FleetVehicle, MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import type { OrgMember, OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { FleetCardsPage } from './fleet-cards-page.tsx';
import { FleetVehiclesPage } from './fleet-vehicles-page.tsx';
import { MyCompanyCardsPage } from './my-company-cards-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const DRIVER_ID = '00000000-0000-4000-8000-00000000b002';
const base = `/api/orgs/${ORG_ID}`;
const orgSummary = (role: OrgSummary['role']): OrgSummary => ({
  id: ORG_ID,
  name: 'Demo Transport B.V.',
  role,
});
const member: OrgMember = {
  user_id: DRIVER_ID,
  name: 'Bram Bestuurder',
  email: 'bram@example.nl',
  role: 'driver',
  monthly_budget_cents: null,
  joined_at: '2026-11-01T10:00:00.000Z',
};
const CARD_A = '00000000-0000-4000-8000-00000000c001';
const CARD_B = '00000000-0000-4000-8000-00000000c002';
const VAN = '00000000-0000-4000-8000-00000000d001';

const fleetCard = (overrides: Partial<FleetCard> = {}): FleetCard => ({
  id: CARD_A,
  org_id: ORG_ID,
  label: null,
  last4: '4242',
  masked_pan: '•••• 4242',
  status: 'active',
  driver: { user_id: DRIVER_ID, name: 'Bram Bestuurder' },
  vehicle: null,
  cost_centre_id: null,
  rule_profile_id: null,
  rules: {},
  unlocked_until: null,
  blocked_reason: null,
  replaces_card_id: null,
  replaced_by_card_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const van = (overrides: Partial<FleetVehicle> = {}): FleetVehicle => ({
  id: VAN,
  license_plate: 'VNB12X',
  license_plate_display: 'VN-B1-2X',
  nickname: 'Bus 1',
  make: 'FORD',
  model: 'TRANSIT',
  fuel_primary: 'diesel',
  tank_liters: 80,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function setup(
  path: string,
  Component: () => React.JSX.Element,
  answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>,
  role: 'manager' | 'accountant' | 'driver' = 'manager',
) {
  saveSession('tok', 'user', true);
  window.localStorage.setItem('fuellinq.org', ORG_ID);
  const api = fakeApi({ 'GET /api/orgs': { status: 200, body: [orgSummary(role)] }, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path, Component }], path);
  return api;
}

describe('/app/fleet/cards', () => {
  it('lists cards by state with a filter, issues a card to a driver, and blocks only after a confirm', async () => {
    let cards = [
      fleetCard(),
      fleetCard({
        id: CARD_B,
        driver: null,
        vehicle: { id: VAN, license_plate: 'VNB12X', nickname: null },
        status: 'paused',
      }),
    ];
    const api = setup('/app/fleet/cards', FleetCardsPage, {
      [`GET ${base}/cards`]: () => ({ status: 200, body: cards }),
      [`GET ${base}/members`]: { status: 200, body: [member] },
      [`GET ${base}/vehicles`]: { status: 200, body: [van()] },
      [`GET ${base}/cost-centres`]: { status: 200, body: [] },
      [`POST ${base}/cards`]: () => ({ status: 201, body: fleetCard() }),
      [`POST ${base}/cards/${CARD_A}/block`]: () => {
        cards = [fleetCard({ status: 'blocked', blocked_reason: 'stolen' }), cards[1]!];
        return { status: 200, body: cards[0]! };
      },
    });
    const list = await screen.findByRole('list', { name: 'Zakelijke passen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Gepauzeerd (1)' }));
    expect(
      within(screen.getByRole('list', { name: 'Zakelijke passen' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Activeren (VNB12X)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle (2)' }));

    await userEvent.selectOptions(screen.getByLabelText('Pas voor'), `driver:${DRIVER_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Pas uitgeven' }));
    expect(await screen.findByText(/Pas uitgegeven/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === `${base}/cards`)?.body).toEqual({
      driver_user_id: DRIVER_ID,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Blokkeren (Bram Bestuurder)' }));
    expect(api.calls.some((call) => call.path.endsWith('/block'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reden'), 'stolen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByText('geblokkeerd (gestolen)')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/block'))?.body).toEqual({ reason: 'stolen' });
    expect(screen.getByRole('button', { name: 'Vervangen (Bram Bestuurder)' })).toBeInTheDocument();
  });

  it("issues a van's card with a € 50 day limit whose other fuels are let through and marked", async () => {
    const api = setup('/app/fleet/cards', FleetCardsPage, {
      [`GET ${base}/cards`]: { status: 200, body: [] },
      [`GET ${base}/members`]: { status: 200, body: [member] },
      [`GET ${base}/vehicles`]: { status: 200, body: [van()] },
      [`GET ${base}/cost-centres`]: { status: 200, body: [] },
      [`POST ${base}/cards`]: () => ({
        status: 201,
        body: fleetCard({ driver: null, vehicle: { id: VAN, license_plate: 'VNB12X', nickname: 'Bus 1' } }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Pas uitgeven' });
    await within(form).findByRole('option', { name: 'Bram Bestuurder' });
    await within(form).findByRole('option', { name: 'VN-B1-2X · Bus 1' });
    // The fuel choice belongs to a vehicle's card only.
    await userEvent.selectOptions(within(form).getByLabelText('Pas voor'), `driver:${DRIVER_ID}`);
    expect(within(form).queryByLabelText('Andere brandstof dan die van het voertuig')).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Pas voor'), `vehicle:${VAN}`);
    const otherFuel = within(form).getByLabelText('Andere brandstof dan die van het voertuig');
    expect(otherFuel).toHaveAccessibleDescription(/rijdt dit voertuig op diesel/);
    const dayLimit = within(form).getByLabelText('Daglimiet in € (optioneel)');
    expect(dayLimit).toHaveAttribute('inputmode', 'decimal');

    await userEvent.type(dayLimit, 'vijftig');
    await userEvent.click(within(form).getByRole('button', { name: 'Pas uitgeven' }));
    expect(dayLimit).toHaveAccessibleDescription(/Vul de daglimiet in euro in/);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(dayLimit);
    await userEvent.type(dayLimit, '50');
    await userEvent.selectOptions(otherFuel, 'markeert');
    await userEvent.click(within(form).getByRole('button', { name: 'Pas uitgeven' }));
    // The new card by its number, so the manager can tell the driver which one it is.
    expect(
      await screen.findByText('Pas uitgegeven: •••• 4242 voor VNB12X · Bus 1. Zakelijke passen zijn gratis.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      vehicle_id: VAN,
      rules: { max_per_day_cents: 5000, modes: { fuels: 'markeert' } },
    });
  });

  it('shows an accountant the cards without any change', async () => {
    setup(
      '/app/fleet/cards',
      FleetCardsPage,
      { [`GET ${base}/cards`]: { status: 200, body: [fleetCard()] } },
      'accountant',
    );
    await screen.findByRole('list', { name: 'Zakelijke passen' });
    expect(screen.queryByRole('button', { name: /Pauzeren|Blokkeren|Pas uitgeven/ })).toBeNull();
  });
});

describe('/app/fleet/vehicles', () => {
  it('adds a vehicle by plate with its tank size', async () => {
    const api = setup('/app/fleet/vehicles', FleetVehiclesPage, {
      [`GET ${base}/vehicles`]: { status: 200, body: [van()] },
      [`POST ${base}/vehicles`]: { status: 201, body: van({ id: CARD_B }) },
    });
    expect(await screen.findByText('VN-B1-2X · Bus 1')).toBeInTheDocument();
    expect(screen.getByText(/tank 80 liter/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kenteken'), 'TT-601-D');
    await userEvent.type(screen.getByLabelText('Tankinhoud (liter)'), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Voertuig toevoegen' }));
    expect(await screen.findByText(/Voertuig toegevoegd/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      license_plate: 'TT-601-D',
      tank_liters: 55,
    });
  });
});

describe('/app/zakelijke-pas', () => {
  const mine = (overrides: Partial<MyCompanyCard> = {}): MyCompanyCard => ({
    ...fleetCard({ status: 'on_demand' }),
    org_name: 'Demo Transport B.V.',
    rules_in_words: ['Maximaal € 50,00 per dag'],
    budget_left_cents: null,
    asks_odometer: false,
    ...overrides,
  });

  it('shows the rules in words, unlocks for 30 minutes with a countdown, and reports a card lost after a confirm', async () => {
    let card = mine();
    const api = setup(
      '/app/zakelijke-pas',
      MyCompanyCardsPage,
      {
        'GET /api/me/company-cards': () => ({ status: 200, body: [card] }),
        [`POST /api/me/company-cards/${CARD_A}/unlock`]: () => {
          card = mine({ unlocked_until: new Date(Date.now() + 30 * 60_000).toISOString() });
          return { status: 200, body: card };
        },
        [`POST /api/me/company-cards/${CARD_A}/report-lost`]: () => {
          card = mine({ status: 'blocked', blocked_reason: 'lost' });
          return { status: 200, body: card };
        },
      },
      'driver',
    );
    expect(await screen.findByText('Maximaal € 50,00 per dag')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Demo Transport B.V.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zet 30 minuten aan' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/aan, nog (30:00|29:5\d)/);

    await userEvent.click(screen.getByRole('button', { name: 'Pas kwijt of gestolen?' }));
    expect(api.calls.some((call) => call.path.endsWith('/report-lost'))).toBe(false);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Blokkeer pas' }),
    );
    expect(await screen.findByText(/Pas geblokkeerd/)).toBeInTheDocument();
    expect(await screen.findByText('geblokkeerd (kwijt)')).toBeInTheDocument();
  });
});
