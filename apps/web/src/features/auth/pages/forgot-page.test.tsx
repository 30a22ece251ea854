import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { ForgotPage } from './forgot-page.tsx';

const sent = 'Als er een account bij dit e-mailadres hoort, hebben we een resetlink gestuurd.';

/** Opens the page and asks for a link for anna@voorbeeld.nl; returns what the page sent. */
async function askForLink(answer: FakeResponse) {
  const api = fakeApi({ 'POST /api/auth/forgot': answer });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/forgot', Component: ForgotPage }], '/forgot');
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'anna@voorbeeld.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Verstuur resetlink' }));
  return api.calls;
}

describe('Wachtwoord vergeten', () => {
  it("asks for a reset link for the address and shows the server's answer", async () => {
    const calls = await askForLink({ status: 200, body: { ok: true, message: sent } });
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/auth/forgot', body: { email: 'anna@voorbeeld.nl' } },
    ]);
  });

  it('says why when the request is refused', async () => {
    await askForLink({
      status: 429,
      body: { error: 'rate_limited', message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
  });
});
