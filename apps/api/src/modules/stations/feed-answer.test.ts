import { OSM_ATTRIBUTION } from '@fuellinq/domain';
import { describe, expect, it } from 'vitest';
import { toPublicStation } from './station-dto.ts';
import { buildStationSet, type SnapshotStation, withReplaced } from './station-index.ts';
import type { OfferRow } from './stations.repository.ts';
import { idNumber, sequence, snapshotStation, viewOf } from './test/snapshot-stations.ts';

const T0 = Date.parse('2026-11-25T08:00:00Z');
const BRAND_ID = '00000000-0000-4000-8000-0000000000b1';

/** Station `n`, every other one of a brand, with a Euro95 price and a name that is not all ASCII. */
function stationAt(n: number, lat: number, lng: number, priceTenths: number): SnapshotStation {
  return snapshotStation(
    n,
    { lat, lng },
    {
      title: `Station ${n} met een wat langere naam, € en ë`,
      brand: n % 2 ? 'Tango' : null,
      brandSlug: n % 2 ? 'tango' : null,
      brandId: n % 2 ? BRAND_ID : null,
      city: 'Utrecht',
      street: 'Weg',
      houseNumber: String(n),
      fuels: ['euro95', 'diesel'],
      prices: [
        {
          fuel_type: 'euro95',
          price_tenths: priceTenths,
          updated_at: new Date(T0).toISOString(),
          updated_by: null,
          source: 'demo',
        },
      ],
    },
  );
}

function offer(n: number, fields: Partial<OfferRow>): OfferRow {
  return {
    id: `00000000-0000-4000-8000-0002${n.toString(16).padStart(8, '0')}`,
    partnerId: null,
    brandId: null,
    stationId: null,
    title: `Actie ${n}`,
    subtitle: 'Alleen vandaag, zolang de voorraad strekt',
    badge: 'Korting',
    imageUrl: null,
    priceCents: 100 + n,
    validFrom: new Date(T0),
    validUntil: null,
    endedAt: null,
    isDemo: false,
    createdAt: new Date(T0),
    updatedAt: new Date(T0),
    ...fields,
  };
}

describe('a feed answer joined from pieces', () => {
  it('equals the stations serialised whole while offers start and end and stations change', () => {
    const random = sequence(7);
    const stations = Array.from({ length: 400 }, (_, n) =>
      stationAt(n, 52 + random() * 0.2, 5 + random() * 0.3, 1900 + n),
    );
    // Every fifth station has offers of its own, each running for a minute at a different time; the brand's
    // offer runs throughout.
    const rows: OfferRow[] = [offer(0, { brandId: BRAND_ID })];
    stations.forEach((station, n) => {
      if (n % 5 !== 0) return;
      for (let k = 0; k < 3; k += 1) {
        const from = T0 + ((n + 20 * k) % 60) * 60_000;
        rows.push(
          offer(1 + 3 * n + k, {
            stationId: station.id,
            validFrom: new Date(from),
            validUntil: new Date(from + 60_000),
          }),
        );
      }
    });
    let set = buildStationSet(stations, []);

    // Own offers first, then the brand's, as the database path lists them.
    const running = (station: SnapshotStation, at: number) => {
      const list = rows.filter(
        (row) =>
          (row.stationId === station.id || (row.brandId !== null && row.brandId === station.brandId)) &&
          row.validFrom.getTime() <= at &&
          (row.validUntil === null || at < row.validUntil.getTime()),
      );
      return [...list.filter((row) => row.stationId), ...list.filter((row) => !row.stationId)];
    };

    let withOwnOffers = 0;
    for (let minute = 0; minute < 90; minute += 1) {
      const at = T0 + minute * 60_000 + 30_000;
      if (minute % 10 === 5) {
        // A price saved: the station is read again and swapped in with its new JSON.
        const before = set.stations[Math.floor(random() * set.stations.length)];
        if (!before) throw new Error('no station');
        const after = stationAt(idNumber(before.id), before.lat, before.lng, 2500 + minute);
        set = withReplaced(set, [after]);
      }
      const view = viewOf(set, rows);
      for (let question = 0; question < 5; question += 1) {
        const position = { lat: 52 + random() * 0.2, lng: 5 + random() * 0.3 };
        const nearby = view.nearest(position, 25, 60);
        const expected = JSON.stringify({
          stations: nearby.map(({ station, km }) =>
            toPublicStation({ ...station, distanceKm: km }, running(station, at)),
          ),
          attribution: OSM_ATTRIBUTION,
        });
        expect(view.listJson('stations', nearby, at).toString()).toBe(expected);
        withOwnOffers += nearby.filter(({ station }) =>
          running(station, at).some((row) => row.stationId),
        ).length;
      }
    }
    // The comparison covered stations showing offers of their own.
    expect(withOwnOffers).toBeGreaterThan(0);
  });

  it('writes no distance without a position, and a distance rounded as the whole station would', () => {
    const station = stationAt(1, 52, 5, 1999);
    const view = viewOf([station]);
    for (const km of [null, 0, 0.0004, 0.0005, 1.05, 2.0004, 123.4567, 20_015.087]) {
      const expected = JSON.stringify({
        items: [toPublicStation({ ...station, distanceKm: km }, [])],
        attribution: OSM_ATTRIBUTION,
      });
      expect(view.listJson('items', [{ station, km }], T0).toString()).toBe(expected);
    }
  });
});
