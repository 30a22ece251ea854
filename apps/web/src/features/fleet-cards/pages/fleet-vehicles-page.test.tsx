import type { FleetVehicle } from '@fuellinq/domain/orgs/fleet-card.contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { auditActionText } from '../../fleet/components/audit-text.ts';
import { StateBadge } from './fleet-cards-page.tsx';
import { FleetVehiclesPage } from './fleet-vehicles-page.tsx';

// Removing an organisation's vehicle (issue 24): the manager is told before confirming that its card is blocked.

const ORG_ID = '00000000-0000-4000-8000-00000000a001';
const VAN = '00000000-0000-4000-8000-00000000d001';
const base = `/api/orgs/${ORG_ID}`;

const van: FleetVehicle = {
  id: VAN,
  license_plate: 'TT601D',
  license_plate_display: 'TT-601-D',
  nickname: null,
  make: 'VOLKSWAGEN',
  model: 'TRANSPORTER',
  fuel_primary: 'diesel',
  tank_liters: 70,
  created_at: '2026-11-01T10:00:00.000Z',
};

function setup(answers: Record<string, FakeResponse>) {
  saveSession('tok', 'user', true);
  window.localStorage.setItem('fuellinq.org', ORG_ID);
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: [{ id: ORG_ID, name: 'Demo Transport B.V.', role: 'manager' }] },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/fleet/vehicles', Component: FleetVehiclesPage }], '/app/fleet/vehicles');
  return api;
}

describe('/app/fleet/vehicles: removing a vehicle', () => {
  it('says the card is blocked before the manager confirms, and removes only after the confirmation', async () => {
    const api = setup({
      [`GET ${base}/vehicles`]: { status: 200, body: [van] },
      [`DELETE ${base}/vehicles/${VAN}`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen (TT-601-D)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voertuig verwijderen?' });
    expect(dialog).toHaveTextContent('De pas van dit voertuig wordt geblokkeerd');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText(/TT-601-D is verwijderd; de pas van dit voertuig is geblokkeerd/),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('removes nothing when the manager cancels', async () => {
    const api = setup({ [`GET ${base}/vehicles`]: { status: 200, body: [van] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen (TT-601-D)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voertuig verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});

describe('the cards list after a removal', () => {
  it('shows the vehicle’s card as blocked because the vehicle was removed', () => {
    render(<StateBadge card={{ status: 'blocked', blocked_reason: 'vehicle_removed' }} />);
    expect(screen.getByText('geblokkeerd (voertuig verwijderd)')).toBeVisible();
  });
});

describe('the audit’s vehicle actions', () => {
  it('reads in Dutch', () => {
    expect(['vehicle.add', 'vehicle.update', 'vehicle.remove'].map(auditActionText)).toEqual([
      'Voertuig toegevoegd',
      'Voertuig gewijzigd',
      'Voertuig verwijderd',
    ]);
  });
});
