import type { OrgInvoiceSummary } from '@fuellinq/domain/billing/org-invoice.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { phoneScreen } from '../../../test/screen-size.ts';
import { FleetInvoicesPage } from './fleet-invoices-page.tsx';

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const base = `/api/orgs/${ORG_ID}/invoices`;
const INVOICE_ID = '00000000-0000-4000-8000-0000000000f1';

const invoice = (overrides: Partial<OrgInvoiceSummary> = {}): OrgInvoiceSummary => ({
  id: INVOICE_ID,
  number: 'FL-2026-000042',
  date: '2026-12-01',
  amount: 117_04,
  status: 'paid',
  kind: 'invoice',
  document: 'factuur',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  amount_excl_vat: 96_74,
  vat_amount: 20_30,
  credits_invoice_number: null,
  pdf_url: `${base}/${INVOICE_ID}/pdf`,
  csv_url: `${base}/${INVOICE_ID}/csv`,
  ubl_url: `${base}/${INVOICE_ID}/ubl`,
  ...overrides,
});

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:factuur');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

function render(list: { status: number; body: unknown }, role: 'owner' | 'accountant' = 'accountant') {
  saveSession('tok', 'user', true);
  // The header's choice of organisation, as the switcher keeps it.
  window.localStorage.setItem('fuellinq.org', ORG_ID);
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: [{ id: ORG_ID, name: 'Demo Transport B.V.', role }] },
    [`GET ${base}`]: list,
  });
  const files: string[] = [];
  // The files are not JSON: answered here, the rest by the contract-checked fake API.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (/\/(pdf|csv|ubl)$/.test(path)) {
      files.push(path);
      return Promise.resolve(
        new Response('<Invoice/>', {
          status: 200,
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="FL-2026-000042.xml"',
          },
        }),
      );
    }
    return api.fetch(url, init);
  });
  renderRoutes([{ path: '/app/fleet/invoices', Component: FleetInvoicesPage }], '/app/fleet/invoices');
  return { api, files };
}

describe('FleetInvoicesPage', () => {
  it('lists the organisation’s invoices with a PDF, CSV and UBL download each', async () => {
    const { files } = render({
      status: 200,
      body: [
        invoice(),
        invoice({
          id: '00000000-0000-4000-8000-0000000000f2',
          number: 'FL-2026-000050',
          kind: 'credit_note',
          document: 'creditnota',
          amount: -10_00,
          credits_invoice_number: 'FL-2026-000042',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Facturen van de organisatie' });
    const row = within(table).getByRole('row', { name: /^FL-2026-000042/ });
    for (const text of ['€ 117,04', 'Factuur', 'november 2026', 'Betaald'])
      expect(row).toHaveTextContent(text);
    expect(within(table).getByRole('row', { name: /^FL-2026-000050/ })).toHaveTextContent(
      'Creditnota bij FL-2026-000042',
    );
    for (const file of ['PDF', 'CSV', 'UBL'])
      expect(within(row).getByRole('button', { name: `${file} van FL-2026-000042` })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'UBL van FL-2026-000042' }));
    await waitFor(() => expect(saved).toEqual(['FL-2026-000042.xml']));
    expect(files).toEqual([`${base}/${INVOICE_ID}/ubl`]);
  });

  it('says when there are no invoices yet', async () => {
    render({ status: 200, body: [] });
    expect(await screen.findByText('Nog geen facturen.')).toBeInTheDocument();
  });

  it('says when loading failed, with a retry', async () => {
    render({ status: 500, body: { error: 'internal', message: 'Er ging iets mis.' } });
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('is a card per invoice on a phone, with its downloads', async () => {
    phoneScreen();
    render({ status: 200, body: [invoice()] }, 'owner');
    expect(await screen.findByText('FL-2026-000042')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'CSV van FL-2026-000042' })).toBeInTheDocument();
  });
});
