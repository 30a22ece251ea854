import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { OrgSwitcher } from '../components/org-switcher.tsx';
import {
  auditEntry,
  chooseOrg,
  costCentre,
  ORG_ID,
  orgDetails,
  orgSummary,
} from '../testing/fleet-fixtures.ts';
import { FleetAuditPage } from './audit-page.tsx';
import { EmployerPrivacyPage } from './employer-privacy-page.tsx';
import { InvitationPage } from './invitation-page.tsx';
import { NewOrgPage } from './new-org-page.tsx';
import { FleetSettingsPage } from './settings-page.tsx';

const base = `/api/orgs/${ORG_ID}`;
const me = (accountType: 'consumer' | 'business') => ({
  status: 200,
  body: {
    user: {
      id: '00000000-0000-4000-8000-00000000f001',
      email: 'olga@example.nl',
      first_name: 'Olga',
      last_name: null,
      role: 'user',
      account_type: accountType,
      name: 'Olga',
    },
  },
});

describe('the organisation switcher', () => {
  it('offers Privé and each organisation with the Dutch role, and keeps the choice', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/orgs': {
          status: 200,
          body: [
            orgSummary(),
            orgSummary({
              id: '00000000-0000-4000-8000-00000000a002',
              name: 'Bakkerij Jansen',
              role: 'driver',
            }),
          ],
        },
      }).fetch,
    );
    renderRoutes(
      [
        { path: '/app/fleet/members', element: <OrgSwitcher /> },
        { path: '/app', element: <Landed name="app" /> },
      ],
      '/app/fleet/members',
    );
    const select = await screen.findByRole('combobox', { name: 'Weergave: privé of organisatie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Privé', 'Demo Transport B.V. (Wagenparkbeheerder)', 'Bakkerij Jansen (Bestuurder)']);
    await userEvent.selectOptions(select, ORG_ID);
    expect(window.localStorage.getItem('fuellinq.org')).toBe(ORG_ID);
    await userEvent.selectOptions(select, '');
    expect(window.localStorage.getItem('fuellinq.org')).toBeNull();
    // Back to Privé from a fleet screen: the private dashboard.
    expect(await screen.findByTestId('landed')).toHaveTextContent('app');
  });
});

describe('the audit screen', () => {
  it('lists who changed what, when, with before and after, for the chosen organisation', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'owner' })] },
        [`GET ${base}/audit`]: { status: 200, body: [auditEntry()] },
      }).fetch,
    );
    renderRoutes([{ path: '/app/fleet/audit', Component: FleetAuditPage }], '/app/fleet/audit');
    const row = (await screen.findByRole('rowheader', { name: 'Rol gewijzigd' })).closest('tr')!;
    expect(row).toHaveTextContent('Olga Eigenaar');
    expect(row).toHaveTextContent('Bram Bestuurder');
    expect(row).toHaveTextContent('role: driver → manager');
    expect(screen.getByTestId('org-scope')).toHaveTextContent('Demo Transport B.V.');
  });

  it('tells an accountant the audit is not for their role', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'accountant' })] } }).fetch,
    );
    renderRoutes([{ path: '/app/fleet/audit', Component: FleetAuditPage }], '/app/fleet/audit');
    expect(await screen.findByText('Dit is niet voor jouw rol.')).toBeInTheDocument();
  });

  it('asks which organisation when Privé is chosen', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'owner' })] },
        [`GET ${base}/audit`]: { status: 200, body: [] },
      }).fetch,
    );
    renderRoutes([{ path: '/app/fleet/audit', Component: FleetAuditPage }], '/app/fleet/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Demo Transport B.V.' }));
    expect(await screen.findByText('Nog geen wijzigingen.')).toBeInTheDocument();
  });
});

describe('the settings screen', () => {
  it('saves the details and adds a cost centre with budgets in euro', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    let centres = [costCentre()];
    const api = fakeApi({
      'GET /api/orgs': { status: 200, body: [orgSummary()] },
      [`GET ${base}`]: { status: 200, body: orgDetails() },
      [`PUT ${base}`]: (body) => ({ status: 200, body: { ...orgDetails(), ...(body as object) } }),
      [`GET ${base}/cost-centres`]: () => ({ status: 200, body: centres }),
      [`POST ${base}/cost-centres`]: (body) => {
        const created = costCentre({
          id: '00000000-0000-4000-8000-00000000d002',
          name: 'Service',
          code: null,
          max_per_day_cents: 15_000,
          max_per_month_cents: null,
        });
        centres = [...centres, created];
        expect(body).toEqual({
          name: 'Service',
          code: '',
          max_per_day_cents: 15_000,
          max_per_month_cents: null,
        });
        return { status: 201, body: created };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app/fleet/settings', Component: FleetSettingsPage }], '/app/fleet/settings');

    const threshold = await screen.findByLabelText('Waarschuw beheerders als het saldo lager is dan (€)');
    await userEvent.type(threshold, '250');
    await userEvent.click(screen.getByLabelText('Kilometerstand vragen bij het tanken'));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De gegevens zijn opgeslagen.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      require_odometer: true,
      low_balance_threshold_cents: 25_000,
    });

    expect(await screen.findByRole('rowheader', { name: 'Distributie' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Naam van de kostenplaats'), 'Service');
    await userEvent.type(screen.getByLabelText('Dagbudget (€, optioneel)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByRole('rowheader', { name: 'Service' })).toBeInTheDocument();
  });
});

describe('a new organisation', () => {
  it('is created by a business account, which then goes to the members screen of it', async () => {
    saveSession('tok', 'user', true);
    const api = fakeApi({
      'GET /me': me('business'),
      'GET /api/orgs': { status: 200, body: [] },
      'POST /api/orgs': { status: 201, body: orgDetails({ role: 'owner' }) },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(
      [
        { path: '/app/fleet/nieuw', Component: NewOrgPage },
        { path: '/app/fleet/members', element: <Landed name="members" /> },
      ],
      '/app/fleet/nieuw',
    );
    await userEvent.type(await screen.findByLabelText(/Naam/), 'Demo Transport B.V.');
    await userEvent.type(screen.getByLabelText(/KvK-nummer/), '12345678');
    await userEvent.type(screen.getByLabelText(/Btw-id/), 'NL004495445B01');
    await userEvent.click(screen.getByRole('button', { name: 'Organisatie aanmaken' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('members');
    expect(window.localStorage.getItem('fuellinq.org')).toBe(ORG_ID);
  });

  it('explains to a consumer that it is for business accounts', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /me': me('consumer'), 'GET /api/orgs': { status: 200, body: [] } }).fetch,
    );
    renderRoutes([{ path: '/app/fleet/nieuw', Component: NewOrgPage }], '/app/fleet/nieuw');
    expect(await screen.findByText('Alleen voor zakelijke accounts.')).toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  const shown = {
    status: 200,
    body: {
      org_name: 'Demo Transport B.V.',
      role: 'driver',
      email: 'bram@example.nl',
      expires_at: '2026-12-01T10:00:00.000Z',
      status: 'open',
      valid: true,
    },
  };

  it('offers a signed-out visitor login or sign-up, coming back to the invitation', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/invitations/abc': shown }).fetch);
    renderRoutes([{ path: '/uitnodiging/:token', Component: InvitationPage }], '/uitnodiging/abc');
    expect(await screen.findByText(/Je bent uitgenodigd voor/)).toHaveTextContent(
      'Je bent uitgenodigd voor Demo Transport B.V. als bestuurder.',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fuitnodiging%2Fabc',
    );
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fuitnodiging%2Fabc',
    );
  });

  it('lets a signed-in person accept and takes a driver to their company card', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/invitations/abc': shown,
        'GET /api/orgs': { status: 200, body: [] },
        'POST /api/invitations/abc/accept': {
          status: 200,
          body: { org_id: ORG_ID, org_name: 'Demo Transport B.V.', role: 'driver' },
        },
      }).fetch,
    );
    renderRoutes(
      [
        { path: '/uitnodiging/:token', Component: InvitationPage },
        { path: '/app/zakelijke-pas', element: <Landed name="zakelijke-pas" /> },
      ],
      '/uitnodiging/abc',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Uitnodiging accepteren' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('zakelijke-pas');
    expect(window.localStorage.getItem('fuellinq.org')).toBe(ORG_ID);
  });

  it('says why a used or revoked link no longer works', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/invitations/abc': { status: 200, body: { ...shown.body, status: 'revoked', valid: false } },
      }).fetch,
    );
    renderRoutes([{ path: '/uitnodiging/:token', Component: InvitationPage }], '/uitnodiging/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze uitnodiging is ingetrokken.');
    expect(screen.queryByRole('link', { name: 'Inloggen' })).toBeNull();
  });
});

describe('what your employer sees', () => {
  it('names exactly the refuel facts managers see, and what they never see', async () => {
    saveSession('tok', 'user', true);
    chooseOrg();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/orgs': { status: 200, body: [orgSummary({ role: 'driver' })] } }).fetch,
    );
    renderRoutes([{ path: '/app/fleet/privacy', Component: EmployerPrivacyPage }], '/app/fleet/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wat je werkgever ziet' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Wat Demo Transport B.V. van jou ziet/)).toBeInTheDocument());
    for (const term of ['Tankstation', 'Tijdstip', 'Bedrag', 'Liters', 'Kilometerstand', 'Brandstof'])
      expect(screen.getByText(term)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nooit' }).closest('section')).toHaveTextContent(
      'geen locatie, behalve het station van een zakelijke tankbeurt',
    );
  });
});
