import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { previousMonth } from '@fuellinq/domain/co2/calendar-date';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { demoReport, skoda, van } from '../testing/fixtures.ts';
import { Co2RdwBlock } from './co2-rdw-block.tsx';

function setup(answers: Parameters<typeof fakeApi>[0]) {
  vi.stubGlobal('fetch', fakeApi(answers).fetch);
  saveSession('tok', 'user', true);
  renderRoutes([{ path: '/', Component: Co2RdwBlock }], '/');
}

describe('Co2RdwBlock (dashboard overview)', () => {
  it('shows last month’s CO2 and the vehicles’ APK and recall alerts', async () => {
    setup({
      'GET /api/co2/report': { status: 200, body: demoReport(previousMonth()) },
      'GET /api/vehicles': { status: 200, body: { items: [skoda, { ...van, open_recall: true }] } },
    });
    const block = await screen.findByRole('region', { name: 'CO2 en RDW' });
    expect(await screen.findByText('210,1 kg CO2e')).toBeInTheDocument();
    expect(block).toHaveTextContent('over 850 km · 247,2 g/km');
    expect(await screen.findByText('APK verlopen 4 jan 2022')).toBeInTheDocument();
    expect(screen.getByText('Openstaande terugroepactie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CO2 rapport' })).toHaveAttribute('href', '/app/co2');
  });

  it('invites a first vehicle when there is none', async () => {
    setup({
      'GET /api/co2/report': {
        status: 200,
        body: { ...demoReport(previousMonth()), vehicles: [], kg_co2_total: 0 },
      },
      'GET /api/vehicles': { status: 200, body: { items: [] } },
    });
    expect(await screen.findByRole('link', { name: 'Voeg er een toe met je kenteken' })).toHaveAttribute(
      'href',
      '/app/vehicles',
    );
  });
});
