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
});
