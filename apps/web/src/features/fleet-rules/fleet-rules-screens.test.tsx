import type { RuleProfile } from '@fuellinq/domain/orgs/fleet-rules.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { flag, FLAG_ID, REQUEST_ID, roomRequest as request } from './api/fleet-rules-fixtures.ts';
import { FleetFlagsPage } from './pages/flags-page.tsx';
import { FleetRulesPage } from './pages/rules-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const base = `/api/orgs/${ORG_ID}`;
const orgSummary = ({ role }: { role: 'owner' | 'manager' }) => ({
  id: ORG_ID,
  name: 'Demo Transport B.V.',
  role,
});
/** The organisation chosen in the header (the fleet feature's org switcher keeps it here). */
const chooseOrg = () => window.localStorage.setItem('fuellinq.org', ORG_ID);

describe('the review screens', () => {
  it('decides a flag with a note and approves a request for more room', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    const api = fakeApi({
      'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'manager' })] },
      [`GET ${base}/flags`]: { status: 200, body: [flag()] },
      [`GET ${base}/room-requests`]: { status: 200, body: [request()] },
      [`POST ${base}/flags/${FLAG_ID}/decision`]: {
        status: 200,
        body: flag({ status: 'query', note: 'Vraag Bram waarom.' }),
      },
      [`POST ${base}/room-requests/${REQUEST_ID}/approve`]: {
        status: 200,
        body: request({ status: 'approved' }),
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app/fleet/flags', Component: FleetFlagsPage }], '/app/fleet/flags');
    const review = await screen.findByRole('article', { name: 'Verkeerde brandstof' });
    expect(review).toHaveTextContent('Getankt: Euro95; het voertuig rijdt volgens de RDW op diesel.');
    await userEvent.type(within(review).getByLabelText('Notitie (optioneel)'), 'Vraag Bram waarom.');
    await userEvent.click(within(review).getByRole('button', { name: 'Navragen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/decision'))?.body).toEqual({
        decision: 'navragen',
        note: 'Vraag Bram waarom.',
      }),
    );
    const asked = screen.getByRole('article', { name: 'Verzoek van Bram Bestuurder' });
    expect(asked).toHaveTextContent('Lange rit naar Groningen');
    await userEvent.click(within(asked).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/approve'))).toBe(true));
  });

  it('shows the rule profiles in plain words, and makes one', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    const profile: RuleProfile = {
      id: '00000000-0000-4000-8000-00000000e003',
      name: 'Bestelbussen',
      rules: { max_per_day_cents: 20000 },
      description: ['Maximaal € 200,00 per dag', 'Ma t/m vr, 06:00–20:00'],
      card_count: 3,
      updated_at: '2026-11-25T10:00:00.000Z',
    };
    const api = fakeApi({
      'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'owner' })] },
      [`GET ${base}/rule-profiles`]: { status: 200, body: [profile] },
      [`POST ${base}/rule-profiles`]: { status: 201, body: { ...profile, name: 'Personenauto’s' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app/fleet/rules', Component: FleetRulesPage }], '/app/fleet/rules');
    const shown = await screen.findByRole('article', { name: 'Bestelbussen' });
    expect(shown).toHaveTextContent('Maximaal € 200,00 per dag');
    expect(shown).toHaveTextContent('Ma t/m vr, 06:00–20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Profiel toevoegen' }));
    const form = screen.getByRole('form', { name: 'Regelprofiel' });
    await userEvent.type(within(form).getByLabelText('Naam van het profiel'), 'Personenauto’s');
    await userEvent.type(within(form).getByLabelText('Maximaal per dag (€)'), '150');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'ma' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Profiel toevoegen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Personenauto’s',
        rules: { max_per_day_cents: 15000, weekdays: [1] },
      }),
    );
  });

  it('lets a manager allow brands and stations with the keyboard, and read chosen stations back', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    const amersfoort = {
      id: '00000000-0000-4000-8000-00000000c101',
      title: 'Shell Plaatsweg',
      brand: 'Shell',
      city: 'Amersfoort',
    };
    const utrecht = {
      id: '00000000-0000-4000-8000-00000000c102',
      title: 'Tinq Teststraat',
      brand: 'Tinq',
      city: 'Utrecht',
    };
    const profile: RuleProfile = {
      id: '00000000-0000-4000-8000-00000000e004',
      name: 'Busjes',
      rules: { stations: [utrecht.id] },
      description: ['Alleen tanken bij het gekozen station'],
      card_count: 1,
      updated_at: '2026-11-25T10:00:00.000Z',
    };
    const api = fakeApi({
      'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'manager' })] },
      [`GET ${base}/rule-profiles`]: { status: 200, body: [profile] },
      [`GET ${base}/rule-brands`]: {
        status: 200,
        body: [
          { name: 'Shell', station_count: 2 },
          { name: 'Esso', station_count: 1 },
        ],
      },
      [`GET ${base}/rule-stations`]: { status: 200, body: [amersfoort, utrecht] },
      [`PUT ${base}/rule-profiles/${profile.id}`]: { status: 200, body: profile },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app/fleet/rules', Component: FleetRulesPage }], '/app/fleet/rules');
    const shown = await screen.findByRole('article', { name: 'Busjes' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Wijzigen' }));
    const form = screen.getByRole('form', { name: 'Regelprofiel' });

    // The station chosen before is read back by its id and named.
    const chosen = await within(form).findByRole('list', { name: 'Gekozen stations' });
    expect(await within(chosen).findByText('Tinq Teststraat, Utrecht')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/rule-stations'))?.query).toEqual({
      ids: utrecht.id,
    });

    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Shell (2 stations)' }));
    const search = within(form).getByRole('searchbox', { name: 'Zoek een station op naam of plaats' });
    await userEvent.type(search, 'amers{Enter}');
    const pick = await within(form).findByRole('button', { name: 'Shell Plaatsweg, Amersfoort kiezen' });
    expect(api.calls.some((call) => call.query.q === 'amers')).toBe(true);
    // Enter in the search does not save the profile.
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    pick.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(chosen).getByText('Shell Plaatsweg, Amersfoort')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Tinq Teststraat, Utrecht weghalen' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Bij een ander station' }),
      'markeert',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Busjes',
        rules: {
          brands: ['Shell'],
          stations: [amersfoort.id],
          modes: { brands: 'markeert', stations: 'markeert' },
        },
      }),
    );
  });
});
