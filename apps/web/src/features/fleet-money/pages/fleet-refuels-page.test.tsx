import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { phoneScreen } from '../../../test/screen-size.ts';
import { chooseOrg, DRIVER_ID, ORG_ID, orgList, orgRefuel } from '../testing/fleet-money-fixtures.ts';
import { FleetRefuelsPage } from './fleet-refuels-page.tsx';

const base = `/api/orgs/${ORG_ID}`;
const member = {
  user_id: DRIVER_ID,
  name: 'Jan de Vries',
  email: 'jan@example.nl',
  role: 'driver',
  monthly_budget_cents: null,
  joined_at: '2026-10-01T08:00:00.000Z',
};

function render(role: 'manager' | 'driver' = 'manager') {
  saveSession('tok', 'user', true);
  chooseOrg();
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: orgList(role) },
    [`GET ${base}/refuels`]: { status: 200, body: { items: [orgRefuel()], total: 1, page: 1, per_page: 25 } },
    [`GET ${base}/members`]: { status: 200, body: [member] },
    [`GET ${base}/cost-centres`]: { status: 200, body: [] },
    [`GET ${base}/vehicles`]: { status: 200, body: [] },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/fleet/refuels', Component: FleetRefuelsPage }], '/app/fleet/refuels');
  return api;
}

const refuelQueries = (api: ReturnType<typeof render>) =>
  api.calls.filter((call) => call.path === `${base}/refuels`).map((call) => call.query);

describe('FleetRefuelsPage', () => {
  it('lists the company refuels with driver, card, plate, cost centre, odometer and flags, and filters by driver', async () => {
    const api = render('manager');
    const table = await screen.findByRole('table', { name: 'Zakelijke tankbeurten' });
    const row = within(table).getByRole('row', { name: /Shell Utrecht Noord/ });
    for (const text of ['€ 94,12', 'Jan de Vries', '•••• 4242 · VX-123-B', 'Bouw', '1 markering'])
      expect(row).toHaveTextContent(text);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Bestuurder' }), DRIVER_ID);
    await waitFor(() => expect(refuelQueries(api).at(-1)).toMatchObject({ driver: DRIVER_ID, page: '1' }));
  });

  it('shows a driver only the period filters and says they see their own refuels', async () => {
    render('driver');
    expect(await screen.findByText('Je ziet alleen je eigen zakelijke tankbeurten.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bestuurder' })).toBeNull();
    expect(screen.getByLabelText('Van')).toBeInTheDocument();
  });

  it('is a card per refuel on a phone, without a table', async () => {
    phoneScreen();
    render('manager');
    expect(await screen.findByText('Shell Utrecht Noord, Utrecht')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
