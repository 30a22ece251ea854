import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../../test/render.tsx';
import { feedStation } from '../../../../test/station-fixtures.ts';
import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { companyCard, roomRequest } from '../../../fleet-rules/api/fleet-rules-fixtures.ts';
import { RefuelForm } from './refuel-form.tsx';

// Nu tanken with a company card (issue 24): the choice, the reading (only when the organisation asks it or
// the card's vehicle keeps a logbook), a refusal with its reason and "Vraag meer ruimte" (fleet-rules'
// pieces in this form).

const CARD_ID = companyCard.id;
const STATION = '11111111-1111-4111-8111-111111111111';
const favourites = {
  status: 200,
  body: {
    items: [feedStation({ id: STATION, title: 'Tinq Utrecht Kanaalweg' })],
    attribution: OSM_ATTRIBUTION,
  },
};

/**
 * The Nu tanken form with `card` as the driver's only company card, chosen, at a favourite station; the start
 * is answered "paused" unless `answers` say otherwise.
 */
async function nuTanken(card: MyCompanyCard, answers: Record<string, FakeResponse> = {}) {
  saveSession('tok', 'user', true);
  const api = fakeApi({
    'GET /api/stations/favorites': favourites,
    'GET /api/me/company-cards': { status: 200, body: [card] },
    'POST /api/transactions/start': {
      status: 409,
      body: { error: 'company_card_unusable', message: 'Deze zakelijke pas is nu niet te gebruiken.' },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(
    [
      {
        path: '/app/wallet',
        element: (
          <Suspense fallback={null}>
            <RefuelForm cardId={null} />
          </Suspense>
        ),
      },
    ],
    '/app/wallet',
  );
  const block = await screen.findByRole('form', { name: 'Nu tanken' });
  await userEvent.click(await within(block).findByRole('radio', { name: /Demo Transport B.V./ }));
  await userEvent.click(await within(block).findByRole('radio', { name: /Tinq Utrecht Kanaalweg/ }));
  return { api, block };
}

const van = {
  id: '00000000-0000-4000-8000-00000000c001',
  license_plate: 'TT601D',
  nickname: null,
};

describe('Nu tanken with a company card', () => {
  it('starts with the chosen company card, shows a refusal with its reason, and asks for more room', async () => {
    const refusal =
      'Daglimiet bereikt: vandaag is € 35,98 van € 50,00 gebruikt. Je kunt nog € 14,02 tanken. Vraag je wagenparkbeheerder om meer ruimte.';
    const { api, block } = await nuTanken(
      { ...companyCard, asks_odometer: true },
      {
        'POST /api/transactions/start': { status: 409, body: { error: 'limit_exceeded', message: refusal } },
        [`POST /api/me/company-cards/${CARD_ID}/room-requests`]: { status: 201, body: roomRequest() },
      },
    );
    expect(within(block).getByRole('list', { name: 'Regels van deze pas' })).toHaveTextContent(
      'Maximaal € 50,00 per dag',
    );
    await userEvent.type(within(block).getByLabelText('Kilometerstand'), '120.500');
    await userEvent.type(within(block).getByLabelText('Maximaal bedrag (optioneel)'), '30');
    await userEvent.click(within(block).getByRole('button', { name: 'Nu tanken' }));
    expect(await within(block).findByText(new RegExp('Daglimiet bereikt'))).toBeInTheDocument();
    const start = api.calls.find((call) => call.path === '/api/transactions/start');
    expect(start?.body).toEqual({
      cardId: CARD_ID,
      stationId: STATION,
      max_amount_cents: 3000,
      odometer_km: 120_500,
    });

    await userEvent.click(within(block).getByRole('button', { name: 'Vraag meer ruimte' }));
    await userEvent.type(within(block).getByLabelText('Hoeveel extra (€)'), '30');
    await userEvent.type(within(block).getByLabelText('Waarom'), 'Lange rit naar Groningen');
    await userEvent.click(within(block).getByRole('button', { name: 'Verstuur verzoek' }));
    expect(await within(block).findByText(/Je verzoek is verstuurd/)).toBeInTheDocument();
    const asked = api.calls.find((call) => call.path.endsWith('/room-requests'));
    expect(asked?.body).toEqual({ amount_cents: 3000, reason: 'Lange rit naar Groningen' });
  });

  it('does not ask the reading when the organisation does not and the card has no vehicle', async () => {
    const { api, block } = await nuTanken(companyCard);
    expect(within(block).queryByLabelText(/Kilometerstand/)).not.toBeInTheDocument();
    await userEvent.click(within(block).getByRole('button', { name: 'Nu tanken' }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/transactions/start')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/api/transactions/start')?.body).toEqual({
      cardId: CARD_ID,
      stationId: STATION,
    });
  });

  it('asks the reading when the organisation does: a required numeric field, and no start without it', async () => {
    const { api, block } = await nuTanken({ ...companyCard, asks_odometer: true });
    const reading = within(block).getByLabelText('Kilometerstand');
    expect(reading).toBeRequired();
    expect(reading).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(within(block).getByRole('button', { name: 'Nu tanken' }));
    expect(reading).toHaveAttribute('aria-invalid', 'true');
    expect(reading).toHaveAccessibleDescription(
      /Vul de kilometerstand in: je organisatie vraagt die bij elke tankbeurt\./,
    );
    expect(api.calls.some((call) => call.path === '/api/transactions/start')).toBe(false);
    await userEvent.type(reading, '84.250');
    await userEvent.click(within(block).getByRole('button', { name: 'Nu tanken' }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/transactions/start')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/api/transactions/start')?.body).toMatchObject({
      cardId: CARD_ID,
      odometer_km: 84_250,
    });
  });

  it("offers the reading as optional for a vehicle's card, for its logbook", async () => {
    const { api, block } = await nuTanken({ ...companyCard, driver: null, vehicle: van });
    const reading = within(block).getByLabelText('Kilometerstand (optioneel)');
    expect(reading).not.toBeRequired();
    expect(reading).toHaveAccessibleDescription(/logboek van TT601D/);
    await userEvent.type(reading, '120500');
    await userEvent.click(within(block).getByRole('button', { name: 'Nu tanken' }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/transactions/start')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/api/transactions/start')?.body).toMatchObject({
      odometer_km: 120_500,
    });
  });
});
