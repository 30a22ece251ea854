import type { FuelLog } from '@fuellinq/domain/co2/log.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { van } from '../testing/fixtures.ts';
import { FuelLogList } from './log-lists.tsx';

// The logbook's refuels: the card's entries are marked "Tankpas" and stay (no delete); a typed one for the
// same refuel is linked to the card's so it counts once, and can be unlinked again.

const CARD_LOG = '0e2a8c1d-5b7f-4e0a-9c3d-1f2e3a4b5c11';
const TYPED = '0e2a8c1d-5b7f-4e0a-9c3d-1f2e3a4b5c12';

const base: FuelLog = {
  id: 'f0',
  vehicle_id: van.id,
  liters: 40,
  total_eur: 71.96,
  total_cents: 7196,
  price_per_l: 1.799,
  date: '2026-11-12',
  station_id: null,
  odometer_km: null,
  fuel_type: 'diesel',
  purpose: 'zakelijk',
  note: null,
  source: 'handmatig',
  transaction_id: null,
  card_log_id: null,
  created_at: '',
};
const fromCard: FuelLog = {
  ...base,
  id: CARD_LOG,
  source: 'kaart',
  transaction_id: 't1',
  note: 'FuelLinq FL-T-000042',
};
const typed: FuelLog = { ...base, id: TYPED, date: '2026-11-13' };

function setup(logs: FuelLog[], answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/co2/fuel': (_body) => ({
      status: 200,
      body: { items: logs, total: logs.length, page: 1, per_page: 10 },
    }),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  saveSession('tok', 'user', true);
  renderRoutes([{ path: '/', Component: () => <FuelLogList vehicleId={van.id} /> }], '/');
  return api;
}

const rowOf = async (date: string) => (await screen.findByText(date)).closest('tr') as HTMLElement;

describe('the logbook’s refuels', () => {
  it('marks the card’s refuel as Tankpas and offers no delete for it', async () => {
    setup([fromCard, typed]);
    const card = await rowOf('12 nov 2026');
    expect(within(card).getByText('Tankpas')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /verwijderen/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /koppelen/ })).toBeNull();
    const manual = await rowOf('13 nov 2026');
    expect(within(manual).getByText('Handmatig')).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: /verwijderen/ })).toBeInTheDocument();
  });

  it('links a typed refuel to the card’s refuel of that week, and says why when it cannot', async () => {
    let linkedTo: string | null = null;
    let refuse = true;
    const api = setup([fromCard, typed], {
      [`PUT /api/co2/fuel/${TYPED}/link`]: (body) => {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: {
              error: 'log_already_linked',
              message: 'Aan deze tankbeurt van je tankpas is al een andere tankbeurt gekoppeld.',
            },
          };
        }
        linkedTo = (body as { card_log_id: string }).card_log_id;
        return { status: 200, body: { ...typed, card_log_id: linkedTo } };
      },
    });
    const manual = await rowOf('13 nov 2026');
    await userEvent.click(
      within(manual).getByRole('button', { name: 'tankbeurt van 13 nov 2026 (€ 71,96) koppelen aan je pas' }),
    );
    const choice = await within(manual).findByRole('combobox', { name: /Tankbeurt met je pas/ });
    expect(within(choice).getByRole('option', { name: '12 nov 2026: 40,00 l, € 71,96' })).toBeInTheDocument();
    const search = api.calls.find((call) => call.query.source === 'kaart');
    expect(search?.query).toMatchObject({ vehicle_id: van.id, from: '2026-11-06', to: '2026-11-20' });

    await userEvent.click(within(manual).getByRole('button', { name: 'Koppelen' }));
    expect(await within(manual).findByRole('alert')).toHaveTextContent(
      'Aan deze tankbeurt van je tankpas is al een andere tankbeurt gekoppeld.',
    );
    await userEvent.click(within(manual).getByRole('button', { name: 'Koppelen' }));
    await waitFor(() => expect(linkedTo).toBe(CARD_LOG));
  });

  it('shows a linked refuel as counted with the card’s, and unlinks it', async () => {
    const api = setup([fromCard, { ...typed, card_log_id: CARD_LOG }], {
      [`DELETE /api/co2/fuel/${TYPED}/link`]: { status: 200, body: typed },
    });
    const manual = await rowOf('13 nov 2026');
    expect(manual).toHaveTextContent('Handmatig, gekoppeld');
    expect(manual).toHaveTextContent('telt mee als de tankbeurt met je pas');
    await userEvent.click(
      within(manual).getByRole('button', {
        name: 'Koppeling van tankbeurt van 13 nov 2026 (€ 71,96) opheffen',
      }),
    );
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === `/api/co2/fuel/${TYPED}/link`),
      ).toBe(true),
    );
  });
});
