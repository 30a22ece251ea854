import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import {
  configResponse,
  feedResponse,
  feedStation,
  offer,
  searchItem,
  searchResponse,
} from '../../../test/station-fixtures.ts';
import { StationFinder } from './station-finder.tsx';

type Geo = {
  getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void;
};
let geolocation: Geo | undefined;
beforeEach(() => {
  geolocation = undefined;
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, get: () => geolocation });
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

const positionError = (code: number, message: string) =>
  ({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

const near = [
  feedStation({ id: 'a', title: 'Shell Dam', distance_km: 0.4, offers: [offer('o1', 'Koffie')] }),
  feedStation({ id: 'b', title: 'BP IJburg', brand: 'BP', distance_km: 5.3 }),
];

function renderFinder(
  answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>,
  variant: 'landing' | 'finder' = 'landing',
) {
  const api = fakeApi({ 'GET /api/config': configResponse, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/', element: <StationFinder variant={variant} /> }], '/');
  return api;
}
const feedCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/api/partner/public/stations');
const titles = () =>
  within(screen.getByRole('list', { name: 'Gevonden stations' }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('the landing finder', () => {
  it('asks the feed for 50 stations around the default centre, nearest first', async () => {
    const api = renderFinder({ 'GET /api/partner/public/stations': feedResponse(near) });
    expect(await screen.findByRole('article', { name: 'Shell Dam' })).toBeInTheDocument();
    expect(feedCalls(api)[0]!.query).toEqual({ lat: '52.37', lng: '4.9', radius_km: '25', limit: '50' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Stations rond Amsterdam centrum.');
    expect(titles()).toEqual(['Shell Dam', 'BP IJburg']);
    expect(screen.getByText('© OpenStreetMap contributors')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('waits until typing stops for 300 ms before it searches', async () => {
    const api = renderFinder({ 'GET /api/partner/public/stations': feedResponse(near) });
    await screen.findByRole('article', { name: 'Shell Dam' });
    await userEvent.type(screen.getByLabelText('Zoek op plaats, postcode of merk'), 'delft');
    expect(feedCalls(api).filter((c) => c.query.q)).toEqual([]);
    await waitFor(() =>
      expect(
        feedCalls(api)
          .filter((c) => c.query.q)
          .map((c) => c.query.q),
      ).toEqual(['delft']),
    );
    // A text search looks across the country: no centre, so no radius.
    expect(feedCalls(api).at(-1)!.query).toEqual({ q: 'delft', limit: '50' });
  });

  it("says 'Geen resultaten. Probeer een andere zoekopdracht.' when a search finds nothing", async () => {
    renderFinder({ 'GET /api/partner/public/stations': () => feedResponse([]) });
    expect(await screen.findByText('Geen stations gevonden.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Zoek op plaats, postcode of merk'), 'xyz');
    expect(await screen.findByText('Geen resultaten. Probeer een andere zoekopdracht.')).toBeInTheDocument();
  });

  it('falls back to one demo station with a note when the feed fails', async () => {
    renderFinder({
      'GET /api/partner/public/stations': { status: 500, body: { error: 'server_error', message: 'x' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon stations niet laden');
    expect(titles()).toEqual(['Demo-station Amsterdam Centrum']);
    // The demo station has no page: its title is no link and Nu tanken goes to login.
    const demo = screen.getByRole('article', { name: 'Demo-station Amsterdam Centrum' });
    expect(within(demo).queryByRole('link', { name: 'Demo-station Amsterdam Centrum' })).toBeNull();
    expect(within(demo).getByRole('link', { name: /Nu tanken/ })).toHaveAttribute('href', '/login');
  });

  it('falls back to the demo station when the location is refused', async () => {
    geolocation = { getCurrentPosition: (_ok, fail) => fail(positionError(1, 'User denied Geolocation')) };
    renderFinder({ 'GET /api/partner/public/stations': feedResponse(near) });
    await screen.findByRole('article', { name: 'Shell Dam' });
    await userEvent.click(screen.getByRole('button', { name: /Locatie/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Locatie geweigerd — demo-stations getoond.');
    expect(titles()).toEqual(['Demo-station Amsterdam Centrum']);
  });

  it("tries 7, 6 and 5 seconds, says 'Locatie opvragen…' meanwhile, then 'Locatie niet beschikbaar'", async () => {
    const tries: PositionOptions[] = [];
    let fail: PositionErrorCallback = () => {};
    geolocation = {
      getCurrentPosition: (_ok, onFail, options) => {
        tries.push(options!);
        fail = onFail;
      },
    };
    renderFinder({ 'GET /api/partner/public/stations': feedResponse(near) });
    await screen.findByRole('article', { name: 'Shell Dam' });
    await userEvent.click(screen.getByRole('button', { name: /Locatie/ }));
    expect(screen.getByText('Locatie opvragen…')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) {
      await waitFor(() => expect(tries).toHaveLength(i + 1));
      fail(positionError(3, 'Timeout expired'));
    }
    expect(tries.map((t) => t.timeout)).toEqual([7000, 6000, 5000]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Locatie niet beschikbaar');
    expect(titles()).toEqual(['Demo-station Amsterdam Centrum']);
  });

  it('uses the location: the feed around it, then Goedkoopst sorts by price on the server', async () => {
    geolocation = {
      getCurrentPosition: (ok) => ok({ coords: { latitude: 52.1, longitude: 5.1 } } as GeolocationPosition),
    };
    const cheap = [searchItem(near[1]!, 2.099), searchItem(near[0]!, 2.319)];
    const api = renderFinder({
      'GET /api/partner/public/stations': feedResponse(near),
      'GET /api/stations/search': searchResponse(cheap),
    });
    await screen.findByRole('article', { name: 'Shell Dam' });
    await userEvent.click(screen.getByRole('button', { name: /Locatie/ }));
    await waitFor(() =>
      expect(feedCalls(api).at(-1)!.query).toMatchObject({ lat: '52.1', lng: '5.1', limit: '50' }),
    );
    expect(screen.getByText('Stations bij jou in de buurt.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkoopst' }));
    await waitFor(() => expect(titles()).toEqual(['BP IJburg', 'Shell Dam']));
    expect(api.calls.find((c) => c.path === '/api/stations/search')!.query).toMatchObject({
      sort: 'cheapest',
      lat: '52.1',
      lng: '5.1',
    });
    expect(screen.getByRole('button', { name: 'Goedkoopst' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Zoeken mislukt. Probeer later opnieuw.' when the sorted search fails", async () => {
    renderFinder({
      'GET /api/partner/public/stations': feedResponse(near),
      'GET /api/stations/search': { status: 503, body: { error: 'unavailable', message: 'x' } },
    });
    await screen.findByRole('article', { name: 'Shell Dam' });
    await userEvent.click(screen.getByRole('button', { name: 'Acties' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zoeken mislukt. Probeer later opnieuw.');
  });

  it("shows up to 12 offers in 'Alle deals'", async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      feedStation({
        id: `s${i}`,
        title: `Station ${i}`,
        offers: [offer(`a${i}`, `Actie ${i}a`), offer(`b${i}`, `Actie ${i}b`)],
      }),
    );
    renderFinder({ 'GET /api/partner/public/stations': feedResponse(many) });
    const deals = await screen.findByRole('heading', { name: 'Alle deals' });
    expect(within(deals.closest('section')!).getAllByRole('listitem')).toHaveLength(12);
  });
});

describe('the finder', () => {
  it('asks for the feed’s default limit, tries the location once for 8 s with a cached position, sorts in the browser', async () => {
    const tries: PositionOptions[] = [];
    geolocation = {
      getCurrentPosition: (_ok, fail, options) => (tries.push(options!), fail(positionError(2, 'x'))),
    };
    const stations = [
      feedStation({
        id: 'a',
        title: 'Dichtbij duur',
        distance_km: 1,
        prices: [
          {
            fuel_type: 'euro95',
            price_eur_l: 2.4,
            price_cents: 240,
            updated_at: '',
            source: 'demo',
            price_source: 'demo',
            observed_at: '',
          },
        ],
      }),
      feedStation({
        id: 'b',
        title: 'Verder goedkoop',
        distance_km: 4,
        prices: [
          {
            fuel_type: 'euro95',
            price_eur_l: 2.0,
            price_cents: 200,
            updated_at: '',
            source: 'demo',
            price_source: 'demo',
            observed_at: '',
          },
        ],
      }),
    ];
    const api = renderFinder({ 'GET /api/partner/public/stations': feedResponse(stations) }, 'finder');
    await screen.findByRole('article', { name: 'Dichtbij duur' });
    expect(feedCalls(api)[0]!.query).not.toHaveProperty('limit');
    await userEvent.click(screen.getByRole('button', { name: 'Goedkoopst' }));
    expect(titles()).toEqual(['Verder goedkoop', 'Dichtbij duur']);
    expect(api.calls.some((c) => c.path === '/api/stations/search')).toBe(false);
    expect(
      within(screen.getByRole('article', { name: 'Dichtbij duur' })).getByRole('link', { name: /Nu tanken/ }),
    ).toHaveAttribute('href', '/station/a');
    await userEvent.click(screen.getByRole('button', { name: /Locatie/ }));
    await screen.findByText('Locatie niet beschikbaar');
    expect(tries).toEqual([{ enableHighAccuracy: false, timeout: 8000, maximumAge: 60000 }]);
  });
});
