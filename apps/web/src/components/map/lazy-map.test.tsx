import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { everythingOnScreen } from '../../test/visibility.ts';
import { LazyMap, MAP_CHOSEN_KEY } from './lazy-map.tsx';

function renderMap() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LazyMap
        onRequest
        label="Kaart met de gevonden stations"
        center={{ lat: 52.37, lng: 4.9 }}
        markers={[{ id: 's1', lat: 52.37, lng: 4.9, label: 'Shell Dam' }]}
      />
    </QueryClientProvider>,
  );
}

const markerOf = (container: HTMLElement) =>
  waitFor(() => {
    const marker = container.querySelector('.leaflet-marker-icon');
    expect(marker).not.toBeNull();
    return marker;
  });

describe('a map that waits to be asked for (the landing page)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/config': { status: 200, body: { map_tile_url: 'off' } } }).fetch,
    );
  });

  it('loads nothing until the visitor asks, then shows the map and remembers the choice', async () => {
    const { container } = renderMap();
    const region = screen.getByRole('region', { name: 'Kaart met de gevonden stations' });
    expect(region).toHaveTextContent(
      'De kaart laadt kaartbeelden van OpenStreetMap; die zien dan je IP-adres.',
    );
    expect(container.querySelector('.leaflet-container')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Kaart tonen' }));
    await markerOf(container);
    expect(screen.queryByRole('button', { name: 'Kaart tonen' })).toBeNull();
    expect(localStorage.getItem(MAP_CHOSEN_KEY)).toBe('1');
  });

  it('shows the map to a visitor who asked for it before, once it comes near the screen', async () => {
    // The place is on screen: the browser reports it at once.
    everythingOnScreen();
    localStorage.setItem(MAP_CHOSEN_KEY, '1');
    const { container } = renderMap();
    expect(screen.queryByRole('button', { name: 'Kaart tonen' })).toBeNull();
    await markerOf(container);
  });
});
