import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { ResetPage } from './reset-page.tsx';

function setup(answer: FakeResponse, path = '/reset?token=tok-123') {
  const api = fakeApi({ 'POST /api/auth/reset': answer });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/reset', Component: ResetPage }], path);
  return api;
}

async function choosePassword(password: string) {
  await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), password);
  await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('Nieuw wachtwoord', () => {
  it("sends the new password with the link's token, then leads to the login", async () => {
    const done = 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.';
    const api = setup({ status: 200, body: { ok: true, message: done } });
    await choosePassword('nieuw-geheim1');
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/auth');
    expect(api.calls[0]?.body).toEqual({ token: 'tok-123', password: 'nieuw-geheim1' });
  });

  it('says so when the link has expired', async () => {
    setup({
      status: 400,
      body: {
        error: 'invalid_reset_token',
        message: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
      },
    });
    await choosePassword('nieuw-geheim1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
    );
  });

  it('asks nothing without a token in the link', async () => {
    const api = setup({ status: 200, body: { ok: true, message: 'x' } }, '/reset');
    expect(await screen.findByText(/Deze resetlink is ongeldig of verlopen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });
});
