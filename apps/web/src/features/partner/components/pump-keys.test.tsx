import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pumpKey } from '../../../test/money-fixtures.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { PumpKeys } from './pump-keys.tsx';

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/', Component: PumpKeys }], '/');
  return { api };
}

const utrecht = pumpKey();
const old = pumpKey({
  id: 'c8f4d0b1-2e3f-4a5b-9c7d-8e9f0a1b2c3d',
  name: 'Oude kassa',
  prefix: 'flp_Q9zX',
  last_used_at: '2026-11-21T07:15:00.000Z',
  revoked_at: '2026-11-21T08:00:00.000Z',
});

describe('the pump API keys (partner settings)', () => {
  it('lists each key by name and first characters, when it was last used, and which are revoked', async () => {
    setup({ 'GET /api/partner/pump-keys': { status: 200, body: { items: [utrecht, old] } } });
    const table = await screen.findByRole('table', { name: 'API-sleutels' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Pompen Utrechtflp_7Hk2…20-11-2026 11:00nog nooitIntrekken');
    expect(second).toHaveTextContent('Oude kassaflp_Q9zX…');
    expect(second).toHaveTextContent('21-11-2026 08:15');
    expect(second).toHaveTextContent('ingetrokken 21-11-2026 09:00');
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('makes a key with a name and shows it once, with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    let items = [old];
    const { api } = setup({
      'GET /api/partner/pump-keys': () => ({ status: 200, body: { items } }),
      'POST /api/partner/pump-keys': () => {
        items = [utrecht, old];
        return { status: 201, body: { ...utrecht, key: 'flp_7Hk2.geheim-en-lang-genoeg' } };
      },
    });
    await screen.findByRole('table', { name: 'API-sleutels' });
    await userEvent.click(screen.getByRole('button', { name: 'Sleutel maken' }));
    expect(await screen.findByText('Minimaal 2 tekens.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Naam van de sleutel'), ' Pompen Utrecht ');
    await userEvent.click(screen.getByRole('button', { name: 'Sleutel maken' }));
    expect(await screen.findByLabelText('Nieuwe API-sleutel', { selector: 'code' })).toHaveTextContent(
      'flp_7Hk2.geheim-en-lang-genoeg',
    );
    expect(screen.getByText(/hij wordt maar één keer getoond/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Pompen Utrecht' });
    await userEvent.click(screen.getByRole('button', { name: 'Sleutel kopiëren' }));
    expect(writeText).toHaveBeenCalledWith('flp_7Hk2.geheim-en-lang-genoeg');
    expect(await screen.findByText('Gekopieerd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Ik heb de sleutel bewaard' }));
    expect(screen.queryByText('flp_7Hk2.geheim-en-lang-genoeg')).toBeNull();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('revokes a key only after the confirmation', async () => {
    let revoked = false;
    const { api } = setup({
      'GET /api/partner/pump-keys': () => ({
        status: 200,
        body: { items: [revoked ? { ...utrecht, revoked_at: '2026-11-21T10:00:00.000Z' } : utrecht] },
      }),
      [`DELETE /api/partner/pump-keys/${utrecht.id}`]: () => {
        revoked = true;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Intrekken (Pompen Utrecht)' }));
    expect(screen.getByRole('heading', { name: 'Sleutel intrekken?' })).toBeInTheDocument();
    expect(screen.getByText(/Pompen Utrecht \(flp_7Hk2…\) werkt direct niet meer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Intrekken (Pompen Utrecht)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('Pompen Utrecht is ingetrokken.')).toBeInTheDocument();
    expect(await screen.findByText(/ingetrokken 21-11-2026/)).toBeInTheDocument();
  });

  it('says when the keys cannot load', async () => {
    setup({ 'GET /api/partner/pump-keys': { status: 500, body: { error: 'server_error', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon de API-sleutels niet laden.');
  });
});
