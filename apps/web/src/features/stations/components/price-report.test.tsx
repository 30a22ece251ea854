import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { PriceReport } from './price-report.tsx';

const ID = '7655ff4b-8de1-4da8-949e-71d65089e8ab';
const URL = `POST /api/stations/${ID}/price-reports`;
const prices = [
  { fuel_type: 'diesel' as const, price_eur_l: 1.93 },
  { fuel_type: 'adblue' as const, price_eur_l: 0.899 },
];

function renderReport(answer: Parameters<typeof fakeApi>[0][string], signedIn = true) {
  if (signedIn) saveSession('tok', 'user', true);
  const api = fakeApi({ [URL]: answer });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(
    [{ path: '/station/:id', element: <PriceReport stationId={ID} prices={prices} /> }],
    `/station/${ID}`,
  );
  return api;
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Prijs klopt niet?' }));
  return user;
}

afterEach(() => clearSession());

describe('Prijs klopt niet?', () => {
  it('sends a signed-out visitor to the login', () => {
    renderReport({ status: 201, body: {} }, false);
    expect(screen.getByRole('link', { name: 'Log in om hem te melden' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/station/${ID}`)}`,
    );
  });

  it('confirms the shown price with one tap and says it waits for a second driver', async () => {
    const message = 'Bedankt! Je melding wacht op bevestiging.';
    const api = renderReport({ status: 201, body: { id: 'r1', status: 'pending', message, points: 0 } });
    const user = await openForm();
    expect(screen.getByRole('button', { name: 'Prijs klopt niet?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Only fuels with a national average can be checked, so only those can be reported.
    expect(screen.queryByText('AdBlue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Diesel € 1,930 klopt' }));
    expect((await screen.findByText(/Wacht op bevestiging:/)).closest('p')).toHaveTextContent(message);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      fuel_type: 'diesel',
      price_eur_l: 1.93,
    });
  });

  it('reports a typed price from the keyboard and says it was published', async () => {
    const message =
      'Bedankt! Je tankte hier net, dus je prijs staat meteen op de kaart. Je verdient 10 punten.';
    const api = renderReport({ status: 201, body: { id: 'r1', status: 'published', message, points: 10 } });
    const user = await openForm();
    const field = screen.getByLabelText('Juiste prijs Diesel (€ per liter)');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '1,899{Enter}');
    expect((await screen.findByText(/Gepubliceerd:/)).closest('p')).toHaveTextContent(message);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      fuel_type: 'diesel',
      price_eur_l: 1.899,
    });
  });

  it('shows a rejection with its reason', async () => {
    const message = 'Deze prijs wijkt meer dan 25% af van het landelijk gemiddelde (€ 2,100, CBS).';
    renderReport({ status: 201, body: { id: 'r1', status: 'rejected', message, points: 0 } });
    const user = await openForm();
    await user.type(screen.getByLabelText('Juiste prijs Diesel (€ per liter)'), '3,5');
    await user.click(screen.getByRole('button', { name: 'Meld prijs' }));
    expect((await screen.findByText(/Afgewezen:/)).closest('p')).toHaveTextContent(message);
  });

  it('refuses a price that is no price before sending it', async () => {
    const api = renderReport({ status: 201, body: {} });
    const user = await openForm();
    await user.type(screen.getByLabelText('Juiste prijs Diesel (€ per liter)'), 'abc{Enter}');
    expect(
      await screen.findByText('Vul een prijs tussen € 0,50 en € 4,00 per liter in.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says why a report failed: too many this hour', async () => {
    const message = 'Je meldde dit uur al 5 prijzen. Probeer het over 12 minuten opnieuw.';
    renderReport({ status: 429, body: { error: 'rate_limited', message } });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Diesel € 1,930 klopt' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Melden mislukt: ${message}`));
  });

  it('shows that it is sending while the report is on its way', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    renderReport(() => new Promise((resolve) => (answer = resolve)));
    const user = await openForm();
    await user.type(screen.getByLabelText('Juiste prijs Diesel (€ per liter)'), '1,899{Enter}');
    expect(await screen.findByRole('button', { name: 'Melden…' })).toBeDisabled();
    answer({ status: 201, body: { id: 'r1', status: 'pending', message: 'Wacht.', points: 0 } });
    expect(await screen.findByRole('button', { name: 'Meld prijs' })).toBeEnabled();
  });
});
