import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import MapView from './map-view.tsx';

// What a partner once saved as a station title (security review, finding 2).
const HOSTILE_TITLE = '<b>Gratis</b><a href=//evil.example>x</a><img src=x onerror=alert(1)>';

describe('the map', () => {
  it('shows a station title in its tooltip as text, never as markup', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/config': { status: 200, body: { map_tile_url: 'off' } } }).fetch,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <MapView
          label="Kaart"
          center={{ lat: 52.37, lng: 4.9 }}
          markers={[{ id: 's1', lat: 52.37, lng: 4.9, label: HOSTILE_TITLE }]}
        />
      </QueryClientProvider>,
    );
    const marker = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.leaflet-marker-icon');
      expect(found).not.toBeNull();
      return found!;
    });
    marker.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    const tooltip = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.leaflet-tooltip');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(tooltip.textContent).toBe(HOSTILE_TITLE);
    expect(tooltip.querySelector('a, img, b, script')).toBeNull();
    expect(container.querySelector('a[href*="evil.example"], img[src="x"]')).toBeNull();
    expect(marker.getAttribute('title')).toBe(HOSTILE_TITLE);
  });
});
