import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { feedResponse, feedStation } from '../../../test/station-fixtures.ts';
import { MapBlock } from './map-block.tsx';

describe('the overview’s map block', () => {
  it('asks for the stations nearby only when the driver scrolls towards it', async () => {
    let reveal: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const api = fakeApi({
      'GET /api/stations/favorites': {
        status: 200,
        body: { items: [], attribution: feedResponse([]).body.attribution },
      },
      'GET /api/partner/public/stations': feedResponse([feedStation({ id: 'n1', title: 'Esso Ring' })]),
    });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok', 'user', true);
    renderRoutes([{ path: '/app', Component: MapBlock }], '/app');
    expect(await screen.findByRole('status', { name: 'Stations laden…' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/partner/public/stations')).toHaveLength(0);

    act(() => reveal!());
    expect(await screen.findByText('Esso Ring', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/partner/public/stations')).not.toHaveLength(0);
  });
});
