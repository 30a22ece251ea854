import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { FleetInvoicesPage } from './fleet-invoices-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';

const MAPPING = {
  fuel_account: null,
  fees_account: null,
  cost_centres: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Bouw', code: 'KP100' }],
};

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:journaal');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** The invoices page with the journal control; the CSV answered by `journal` (the rest by the fake API). */
function render(
  journal: () => Response,
  role: 'owner' | 'accountant' = 'accountant',
  save: (body: unknown) => { status: number; body: unknown } = () => ({ status: 200, body: MAPPING }),
) {
  saveSession('tok', 'user', true);
  window.localStorage.setItem('fuellinq.org', ORG_ID);
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: [{ id: ORG_ID, name: 'Demo Transport B.V.', role }] },
    [`GET /api/orgs/${ORG_ID}/invoices`]: { status: 200, body: [] },
    [`GET /api/orgs/${ORG_ID}/bookkeeping`]: { status: 200, body: MAPPING },
    [`PUT /api/orgs/${ORG_ID}/bookkeeping`]: save,
  });
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname.endsWith('/journal.csv')) {
      asked.push(`${address.pathname}${address.search}`);
      return Promise.resolve(journal());
    }
    return api.fetch(url, init);
  });
  renderRoutes([{ path: '/app/fleet/invoices', Component: FleetInvoicesPage }], '/app/fleet/invoices');
  return asked;
}

describe('Journaalpost (CSV) on the invoices page', () => {
  it('downloads the journal of the chosen month', async () => {
    const asked = render(
      () =>
        new Response('\uFEFFDatum;Boekstuk\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="journaalpost-2026-12.csv"',
          },
        }),
    );
    const month = await screen.findByLabelText(/Maand \(factuurdatum\)/);
    fireEvent.change(month, { target: { value: '2026-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Journaalpost (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['journaalpost-2026-12.csv']));
    expect(asked).toEqual([`/api/orgs/${ORG_ID}/journal.csv?month=2026-12`]);
  });

  it('says in Dutch why the download failed', async () => {
    render(() =>
      Response.json(
        { error: 'forbidden', message: 'Je rol in deze organisatie staat dit niet toe.' },
        { status: 403 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Journaalpost (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je rol in deze organisatie staat dit niet toe.',
    );
    expect(saved).toEqual([]);
  });

  it('lets the owner set the ledger accounts, and shows the cost centres’ codes', async () => {
    const bodies: unknown[] = [];
    render(
      () => new Response(''),
      'owner',
      (body) => {
        bodies.push(body);
        return { status: 200, body: { ...MAPPING, fuel_account: '4410', fees_account: '4900' } };
      },
    );
    const form = await screen.findByRole('form', { name: 'Grootboekrekeningen' });
    expect(form).toHaveTextContent('Kostenplaatscodes: Bouw: KP100');
    await userEvent.type(screen.getByLabelText('Grootboekrekening brandstof'), '4410');
    await userEvent.type(screen.getByLabelText('Grootboekrekening kosten'), '4900');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Grootboekrekeningen opgeslagen.');
    expect(bodies).toEqual([{ fuel_account: '4410', fees_account: '4900' }]);
  });

  it('shows why an account was refused', async () => {
    const message =
      'Vul een grootboekrekening in met alleen letters, cijfers, punt, streepje of schuine streep.';
    render(
      () => new Response(''),
      'owner',
      () => ({ status: 400, body: { error: 'validation', message } }),
    );
    await userEvent.type(await screen.findByLabelText('Grootboekrekening brandstof'), '44 10');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the boekhouder the download but not the ledger accounts', async () => {
    render(() => new Response(''));
    expect(await screen.findByRole('button', { name: 'Journaalpost (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Grootboekrekeningen' })).toBeNull();
  });
});
