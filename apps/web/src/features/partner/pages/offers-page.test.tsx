import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { page, partnerOffer } from '../test/fixtures.ts';
import { PartnerOffersPage } from './offers-page.tsx';

const existing = partnerOffer({ id: 'o1', title: 'Koffie + koek', price_cents: 249, badge: 'Actie' });

function renderPage(offers = [existing]) {
  const api = fakeApi({
    'GET /api/partner/offers': page(offers),
    'POST /api/partner/offers': (body) => ({
      status: 201,
      // The server starts an offer without a start date at once.
      body: partnerOffer({
        id: 'o2',
        ...(body as object),
        valid_from: (body as { valid_from: string | null }).valid_from ?? '2026-11-22T09:00:00.000Z',
        title: 'x',
      }),
    }),
    'PATCH /api/partner/offers/o1': { status: 200, body: { ...existing, status: 'ended' } },
    'DELETE /api/partner/offers/o1': { status: 204 },
    'POST /api/partner/offers/images': {
      status: 201,
      body: {
        id: 'img',
        image_url: '/api/offers/images/7d2c7c52-6f0e-4e83-9a3e-2f1a4f3b5c6d',
        content_type: 'image/png',
        size: 68,
      },
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/partner/offers', Component: PartnerOffersPage }], '/partner/offers');
  return api;
}

describe('the offers page', () => {
  it('lists the offers with price, scope and status', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /Koffie \+ koek/ });
    expect(row).toHaveTextContent('€ 2,49');
    expect(row).toHaveTextContent('Al mijn stations');
    expect(row).toHaveTextContent('Actief');
  });

  it('has an empty state', async () => {
    renderPage([]);
    expect(await screen.findByText('Je hebt nog geen acties.')).toBeInTheDocument();
  });

  it('creates an offer with an uploaded image and inline Dutch validation', async () => {
    const api = renderPage();
    await screen.findByRole('row', { name: /Koffie \+ koek/ });
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe actie' }));
    const form = screen.getByRole('form', { name: 'Nieuwe actie' });
    await userEvent.click(within(form).getByRole('button', { name: 'Actie aanmaken' }));
    expect(within(form).getByText('Minimaal 2 tekens.')).toBeInTheDocument();

    const file = within(form).getByLabelText(/Afbeelding/);
    await userEvent.upload(file, new File(['hallo'], 'notities.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(within(form).getByRole('alert')).toHaveTextContent('Kies een afbeeldingsbestand.');
    await userEvent.upload(
      file,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/partner/offers/images')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/partner/offers/images')!.body).toBeInstanceOf(FormData);

    await userEvent.type(within(form).getByLabelText('Titel'), 'Wasstraat Premium');
    await userEvent.type(within(form).getByLabelText('Prijs in euro (optioneel)'), '15,9');
    await userEvent.click(within(form).getByRole('button', { name: 'Actie aanmaken' }));
    expect(await screen.findByText('Actie aangemaakt.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/partner/offers')!.body).toEqual({
      title: 'Wasstraat Premium',
      subtitle: '',
      badge: '',
      price_cents: 1590,
      station_id: null,
      valid_from: null,
      valid_until: null,
      image_url: '/api/offers/images/7d2c7c52-6f0e-4e83-9a3e-2f1a4f3b5c6d',
    });
  });

  it('ends and deletes an offer after confirmation', async () => {
    const api = renderPage();
    await screen.findByRole('row', { name: /Koffie \+ koek/ });
    await userEvent.click(screen.getByRole('button', { name: 'Beëindigen Koffie + koek' }));
    expect(await screen.findByText('Koffie + koek is beëindigd.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ ended: true });
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen Koffie + koek' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Koffie + koek is verwijderd.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/partner/offers/o1')).toBe(true);
  });

  // Issue 29 §2: an offer the demo seed made up is marked in the partner's own list too.
  it('marks a demo offer "demo", and the partner’s own offers not', async () => {
    renderPage([existing, partnerOffer({ id: 'o3', title: 'Gratis bandencheck', demo: true })]);
    const demoRow = await screen.findByRole('row', { name: /Gratis bandencheck/ });
    expect(within(demoRow).getByText('demo')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Koffie \+ koek/ })).queryByText('demo')).toBeNull();
  });
});
