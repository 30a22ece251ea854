import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { invoice } from '../../../test/dashboard-fixtures.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { InvoicesPage } from './invoices-page.tsx';

describe('/app/invoices (Facturen)', () => {
  it('names every column in Dutch, the PDF column included', async () => {
    saveSession('tok', 'user', true);
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/invoices': { status: 200, body: [invoice('2026-10', 12_345)] } }).fetch,
    );
    renderRoutes([{ path: '/app/invoices', Component: InvoicesPage }], '/app/invoices');
    const table = await screen.findByRole('table', { name: 'Facturen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nummer', 'Soort', 'Periode', 'Datum', 'Bedrag', 'Status', 'Pdf-bestand']);
    expect(within(table).getByRole('button', { name: /^PDF van FL-2026-/ })).toBeInTheDocument();
  });
});
