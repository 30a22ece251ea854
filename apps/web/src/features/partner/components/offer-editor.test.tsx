import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { page, partnerStation } from '../test/fixtures.ts';
import { OfferEditor } from './offer-editor.tsx';

const S1 = '3b0d5a4e-8c1f-4a2b-9e6d-7f8a9b0c1d01';

describe('the offer editor', () => {
  it('asks for a station when the offer is for one, and forgets the question once one is picked', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/partner/stations': page([partnerStation({ id: S1, title: 'Tinq Delft' })]) }).fetch,
    );
    const onSave = vi.fn(() => Promise.resolve());
    renderRoutes(
      [{ path: '/', element: <OfferEditor offer={null} onSave={onSave} onCancel={() => {}} /> }],
      '/',
    );
    const form = screen.getByRole('form', { name: 'Nieuwe actie' });
    await userEvent.type(within(form).getByLabelText('Titel'), 'Koffie');
    await userEvent.type(within(form).getByLabelText('Geldig vanaf (optioneel)'), '2026-12-02T08:00');
    await userEvent.type(within(form).getByLabelText('Geldig tot (optioneel)'), '2026-12-01T08:00');
    await userEvent.click(within(form).getByLabelText('Eén station'));
    await userEvent.click(within(form).getByRole('button', { name: 'Actie aanmaken' }));
    expect(within(form).getByText('Kies een station.')).toBeInTheDocument();
    expect(within(form).getByText('De einddatum moet na de startdatum liggen.')).toBeInTheDocument();

    await userEvent.click(await within(form).findByLabelText('Tinq Delft'));
    expect(within(form).queryByText('Kies een station.')).not.toBeInTheDocument();
    expect(within(form).getByText('Gekozen: Tinq Delft')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Geldig tot (optioneel)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Actie aanmaken' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ station_id: S1, valid_from: new Date('2026-12-02T08:00').toISOString() }),
    );
  });
});
