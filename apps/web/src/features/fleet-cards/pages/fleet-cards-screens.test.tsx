import type { FleetCard, FleetVehicle, MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { screen, waitFor, within } from '@testing-library/react';
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

  const SHELL_STATION = {
    id: '00000000-0000-4000-8000-00000000c101',
    title: 'Shell Plaatsweg',
    brand: 'Shell',
    city: 'Amersfoort',
  };
  const PROFILE = {
    id: '00000000-0000-4000-8000-00000000e003',
    name: 'Bestelbussen',
    rules: { max_per_day_cents: 20000 },
    description: ['Maximaal € 200,00 per dag'],
    card_count: 0,
    updated_at: '2026-11-25T10:00:00.000Z',
  };
  const placeAnswers = {
    [`GET ${base}/rule-profiles`]: { status: 200, body: [PROFILE] },
    [`GET ${base}/rule-brands`]: {
      status: 200,
      body: [
        { name: 'Shell', station_count: 2 },
        { name: 'Esso', station_count: 1 },
      ],
    },
    [`GET ${base}/rule-stations`]: { status: 200, body: [SHELL_STATION] },
  };

  it("issues a driver's card with a profile and only the brands and stations the manager picks", async () => {
    const api = setup('/app/fleet/cards', FleetCardsPage, {
      [`GET ${base}/cards`]: { status: 200, body: [] },
      [`GET ${base}/members`]: { status: 200, body: [member] },
      [`GET ${base}/vehicles`]: { status: 200, body: [] },
      [`GET ${base}/cost-centres`]: { status: 200, body: [] },
      ...placeAnswers,
      [`POST ${base}/cards`]: { status: 201, body: fleetCard() },
    });
    const form = await screen.findByRole('form', { name: 'Pas uitgeven' });
    await within(form).findByRole('option', { name: 'Bram Bestuurder' });
    await userEvent.selectOptions(within(form).getByLabelText('Pas voor'), `driver:${DRIVER_ID}`);
    await within(form).findByRole('option', { name: 'Bestelbussen' });
    await userEvent.selectOptions(within(form).getByLabelText('Regelprofiel'), PROFILE.id);
    // The places load only when the manager opens them.
    expect(api.calls.some((call) => call.path.endsWith('/rule-brands'))).toBe(false);
    await userEvent.click(within(form).getByText(/Waar mag deze pas tanken\? \(overal\)/));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Esso (1 station)' }));
    await userEvent.type(
      within(form).getByRole('searchbox', { name: 'Zoek een station op naam of plaats' }),
      'amers',
    );
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Shell Plaatsweg, Amersfoort kiezen' }),
    );
    expect(within(form).getByText(/Waar mag deze pas tanken\? \(2 gekozen\)/)).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Bij een ander station'), 'markeert');
    await userEvent.click(within(form).getByRole('button', { name: 'Pas uitgeven' }));
    expect(await screen.findByText(/Pas uitgegeven/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      driver_user_id: DRIVER_ID,
      rule_profile_id: PROFILE.id,
      rules: {
        brands: ['Esso'],
        stations: [SHELL_STATION.id],
        modes: { brands: 'markeert', stations: 'markeert' },
      },
    });
  });

  it("edits a card's own rules: its profile, a limit, and where it may refuel, keeping a rule taken away", async () => {
    const saved = fleetCard({
      rules: { max_per_day_cents: 5000, max_per_week_cents: null, stations: [SHELL_STATION.id] },
    });
    const api = setup('/app/fleet/cards', FleetCardsPage, {
      [`GET ${base}/cards`]: { status: 200, body: [saved, fleetCard({ id: CARD_B, status: 'blocked' })] },
      [`GET ${base}/members`]: { status: 200, body: [member] },
      [`GET ${base}/vehicles`]: { status: 200, body: [] },
      [`GET ${base}/cost-centres`]: { status: 200, body: [] },
      ...placeAnswers,
      [`PUT ${base}/cards/${CARD_A}`]: { status: 200, body: saved },
      [`PUT ${base}/cards/${CARD_A}/rules`]: { status: 200, body: saved },
    });
    const list = await screen.findByRole('list', { name: 'Zakelijke passen' });
    // A blocked card's rules are final: only its replacement is offered.
    expect(within(list).getAllByRole('button', { name: /^Regels/ })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Regels (Bram Bestuurder)' }));
    const form = screen.getByRole('form', { name: 'Regels van Bram Bestuurder' });
    expect(within(form).getByLabelText('Maximaal per dag (€)')).toHaveValue('50');
    const chosen = await within(form).findByRole('list', { name: 'Gekozen stations' });
    expect(await within(chosen).findByText('Shell Plaatsweg, Amersfoort')).toBeInTheDocument();

    await within(form).findByRole('option', { name: 'Bestelbussen' });
    await userEvent.selectOptions(within(form).getByLabelText('Regelprofiel'), PROFILE.id);
    await userEvent.clear(within(form).getByLabelText('Maximaal per dag (€)'));
    await userEvent.type(within(form).getByLabelText('Maximaal per dag (€)'), '75');
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Shell (2 stations)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Regels opslaan' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/rules'))?.body).toEqual({
        rules: {
          max_per_day_cents: 7500,
          max_per_week_cents: null,
          brands: ['Shell'],
          stations: [SHELL_STATION.id],
        },
      }),
    );
    expect(
      api.calls.find((call) => call.method === 'PUT' && call.path === `${base}/cards/${CARD_A}`)?.body,
    ).toEqual({ rule_profile_id: PROFILE.id });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Regels van Bram Bestuurder' })).toBeNull(),
    );
  });

  it('says why the rules were not saved, in the words of the server', async () => {
    setup('/app/fleet/cards', FleetCardsPage, {
      [`GET ${base}/cards`]: { status: 200, body: [fleetCard()] },
      [`GET ${base}/members`]: { status: 200, body: [member] },
      [`GET ${base}/vehicles`]: { status: 200, body: [] },
      [`GET ${base}/cost-centres`]: { status: 200, body: [] },
      ...placeAnswers,
      [`PUT ${base}/cards/${CARD_A}/rules`]: {
        status: 400,
        body: {
          error: 'rule_station_unknown',
          message: 'Een van de gekozen stations kennen we niet. Kies de stations opnieuw uit de lijst.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Regels (Bram Bestuurder)' }));
    const form = screen.getByRole('form', { name: 'Regels van Bram Bestuurder' });
    await userEvent.click(within(form).getByRole('button', { name: 'Regels opslaan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Een van de gekozen stations kennen we niet.',
    );
  });

  it('shows an accountant the cards without any change', async () => {
    setup(
      '/app/fleet/cards',
      FleetCardsPage,
      { [`GET ${base}/cards`]: { status: 200, body: [fleetCard()] } },
      'accountant',
    );
    await screen.findByRole('list', { name: 'Zakelijke passen' });
    expect(screen.queryByRole('button', { name: /Pauzeren|Blokkeren|Pas uitgeven|Regels/ })).toBeNull();
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
