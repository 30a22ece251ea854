import { toStationCard } from '@fuellinq/domain/stations/station-card';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedStation, offer } from '../../../test/station-fixtures.ts';
import { StationCard, type StationCardProps } from './station-card.tsx';

function renderCard(props: Partial<StationCardProps> & Pick<StationCardProps, 'card'>) {
  return render(
    <MemoryRouter>
      <StationCard variant="landing" isLoggedIn={false} {...props} />
    </MemoryRouter>,
  );
}

const offers = [
  offer('o1', 'Koffie', 199),
  offer('o2', 'Wasstraat', 1299),
  offer('o3', 'Bandencheck', 0),
  offer('o4', 'Snack', 399),
];

describe('StationCard (spec §2)', () => {
  it('shows logo, brand and title, city, distance with one decimal and the Euro95 price with a comma', () => {
    renderCard({
      card: toStationCard(feedStation({ id: 's1', title: 'Shell Amsterdam Dam', distance_km: 1.26 })),
    });
    const card = screen.getByRole('article', { name: 'Shell Amsterdam Dam' });
    expect(within(card).getByText('Shell')).toBeInTheDocument();
    expect(within(card).getByText('Amsterdam · 1,3 km')).toBeInTheDocument();
    expect(within(card).getByTestId('euro95-price')).toHaveTextContent('€ 2,319');
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/brands/shell/logo.svg');
    expect(within(card).getByRole('link', { name: 'Shell Amsterdam Dam' })).toHaveAttribute(
      'href',
      '/station/s1',
    );
  });

  it('shows a partner title full of markup as text', () => {
    const title = '<b>Gratis</b><a href=//evil.example>x</a><img src=x onerror=alert(1)>';
    renderCard({ card: toStationCard(feedStation({ id: 's1', title })) });
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    expect(document.querySelector('a[href="//evil.example"]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows the postcode when there is no city, and no distance when it is unknown', () => {
    renderCard({
      card: toStationCard(
        feedStation({ id: 's1', title: 'Esso A12', city: null, postcode: '3449JG', distance_km: null }),
      ),
    });
    expect(screen.getByText('3449 JG')).toBeInTheDocument();
  });

  it('shows up to three offers on the landing card and two on the finder card, with their prices', () => {
    const card = toStationCard(feedStation({ id: 's1', title: 'BP IJburg', offers }));
    const { unmount } = renderCard({ card });
    const landing = screen.getByRole('list', { name: 'Acties' });
    expect(
      within(landing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Koffie€ 1,99', 'Wasstraat€ 12,99', 'BandencheckGratis']);
    unmount();
    renderCard({ card, variant: 'finder' });
    expect(within(screen.getByRole('list', { name: 'Acties' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'Geen acties op dit moment.' without offers", () => {
    renderCard({ card: toStationCard(feedStation({ id: 's1', title: 'Tinq Gouda' })) });
    expect(screen.getByText('Geen acties op dit moment.')).toBeInTheDocument();
  });

  it('links Route to external directions when there are coordinates', () => {
    renderCard({
      card: toStationCard(feedStation({ id: 's1', title: 'Shell Delft', lat: 52.0012553, lng: 4.3504033 })),
    });
    const route = screen.getByRole('link', { name: /^Route/ });
    expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=52.0012553,4.3504033',
    );
    expect(route).toHaveAttribute('target', '_blank');
    renderCard({
      card: { ...toStationCard(feedStation({ id: 's2', title: 'Zonder plek' })), lat: null, lng: null },
    });
    expect(
      within(screen.getByRole('article', { name: 'Zonder plek' })).queryByRole('link', { name: /^Route/ }),
    ).toBeNull();
  });

  it('sends Nu tanken to the wallet with a session, to /login without, and the finder card to the station', () => {
    const card = toStationCard(feedStation({ id: 's1', title: 'Shell Delft' }));
    const { unmount } = renderCard({ card });
    expect(screen.getByRole('link', { name: /Nu tanken/ })).toHaveAttribute('href', '/login');
    unmount();
    const loggedIn = renderCard({ card, isLoggedIn: true });
    expect(screen.getByRole('link', { name: /Nu tanken/ })).toHaveAttribute('href', '/app/wallet');
    loggedIn.unmount();
    renderCard({ card, isLoggedIn: true, variant: 'finder' });
    expect(screen.getByRole('link', { name: /Nu tanken/ })).toHaveAttribute('href', '/station/s1');
  });

  it('labels a generated demo price "demoprijs" and says who set a station’s own price and when', () => {
    renderCard({ card: toStationCard(feedStation({ id: 's1', title: 'Seed' })) });
    expect(within(screen.getByRole('article', { name: 'Seed' })).getByText('demoprijs')).toBeInTheDocument();

    const threeMinutesAgo = new Date(Date.now() - 3 * 60_000 - 5_000).toISOString();
    renderCard({
      card: toStationCard(
        feedStation({
          id: 's2',
          title: 'Partner',
          prices: [
            {
              fuel_type: 'euro95',
              price_eur_l: 2.099,
              price_cents: 209.9,
              updated_at: threeMinutesAgo,
              source: 'station',
              price_source: 'station',
              observed_at: threeMinutesAgo,
            },
          ],
        }),
      ),
    });
    const partner = screen.getByRole('article', { name: 'Partner' });
    expect(within(partner).queryByText('demoprijs')).toBeNull();
    expect(within(partner).getByTestId('price-origin')).toHaveTextContent('door de partner, 3 min geleden');
  });

  it('says in words that a price came from a refuel or a driver, and marks one older than 48 hours', () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();
    const price = (source: 'tankbeurt' | 'bestuurder' | 'station', observed: string) => ({
      fuel_type: 'euro95' as const,
      price_eur_l: 2.099,
      price_cents: 209.9,
      updated_at: observed,
      source,
      price_source: source,
      observed_at: observed,
    });
    renderCard({
      card: toStationCard(feedStation({ id: 'r', title: 'Refuel', prices: [price('tankbeurt', at(12))] })),
    });
    renderCard({
      card: toStationCard(feedStation({ id: 'd', title: 'Driver', prices: [price('bestuurder', at(125))] })),
    });
    renderCard({
      card: toStationCard(feedStation({ id: 'o', title: 'Old', prices: [price('station', at(49 * 60))] })),
    });
    const origin = (name: string) =>
      within(screen.getByRole('article', { name })).getByTestId('price-origin');
    expect(origin('Refuel')).toHaveTextContent(/^gemeld bij een tankbeurt, 12 min geleden$/);
    expect(origin('Driver')).toHaveTextContent(/^door een bestuurder, 2 uur geleden$/);
    expect(origin('Old')).toHaveTextContent(/^door de partner, (gisteren|\d dagen geleden)verouderd$/);
    expect(within(origin('Old')).getByTitle('Deze prijs is meer dan 48 uur oud')).toHaveTextContent(
      'verouderd',
    );
    expect(within(origin('Refuel')).queryByText('verouderd')).toBeNull();
  });

  // Issue 29 §2: an offer the demo seed made up is marked as such on the finder's card, as its price is.
  it('marks a demo offer "demo" and leaves a station’s own offer unmarked', () => {
    renderCard({
      card: toStationCard(
        feedStation({
          id: 's3',
          title: 'Esso Sarphatistraat',
          offers: [offer('o1', 'Stofzuigen gratis', 0, true), offer('o2', 'Koffie + koek', 249)],
        }),
      ),
      variant: 'finder',
    });
    const offers = within(screen.getByRole('article', { name: 'Esso Sarphatistraat' })).getByRole('list', {
      name: 'Acties',
    });
    const [invented, own] = within(offers).getAllByRole('listitem');
    expect(invented).toHaveTextContent('Stofzuigen gratisdemo');
    expect(within(invented!).getByText('demo')).toHaveAttribute(
      'title',
      'Voorbeeldactie voor de demo, niet van het station zelf',
    );
    expect(own).not.toHaveTextContent('demo');
  });
});
