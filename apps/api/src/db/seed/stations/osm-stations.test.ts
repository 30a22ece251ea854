import { describe, expect, it } from 'vitest';
import {
  inEuropeanNetherlands,
  nearestPlace,
  parsePlaces,
  splitAddress,
  toSeedStation,
} from './osm-stations.ts';

const places = parsePlaces(
  [
    'geonameid,name,latitude,longitude,population',
    '2757345,Delft,52.00667,4.35556,96053',
    "2747364,'s-Gravenzande,52.00167,4.16528,19190",
    '2751792,Lemmer,52.84436,5.70933,9880',
    '2756669,Eindhoven,51.44083,5.47778,209620',
  ].join('\n'),
);
const row = (fields: Partial<Parameters<typeof toSeedStation>[0]>) => ({
  naam: 'Shell',
  merk: 'Shell',
  adres: 'Westlandseweg 52',
  stad: 'Delft',
  postcode: '2624AD',
  lat: 52.0012553,
  lon: 4.3504033,
  ...fields,
});

describe('splitAddress', () => {
  it.each([
    ['Westlandseweg 52', 'Westlandseweg', '52'],
    ['Rijksweg A2 2', 'Rijksweg A2', '2'],
    ['Transportcentrum 4A', 'Transportcentrum', '4A'],
    ['Levendaal 175-177', 'Levendaal', '175-177'],
    ['Laan 1940-1945 300', 'Laan 1940-1945', '300'],
    ['1e Deltaweg 13', '1e Deltaweg', '13'],
    ['Arnhemseweg', 'Arnhemseweg', null],
  ])('%s → %s / %s', (adres, street, number) => {
    expect(splitAddress(adres, 'Tamoil')).toEqual({ street, houseNumber: number });
  });

  it('drops an address that only repeats the name', () => {
    expect(splitAddress('TinQ', 'TinQ')).toEqual({ street: null, houseNumber: null });
  });
});

describe('toSeedStation', () => {
  it('titles a branded station "brand city street"', () => {
    expect(toSeedStation(row({}), places)).toMatchObject({
      brandSlug: 'shell',
      brandName: 'Shell',
      title: 'Shell Delft Westlandseweg',
      street: 'Westlandseweg',
      houseNumber: '52',
      postcode: '2624AD',
      city: 'Delft',
      unmanned: false,
      motorway: false,
      kind: 'road',
    });
  });

  it('normalises brands to the spec list and keeps the express variant', () => {
    expect(toSeedStation(row({ naam: 'TotalEnergies Express', merk: 'Total' }), places)).toMatchObject({
      brandSlug: 'totalenergies',
      title: 'TotalEnergies Express Delft Westlandseweg',
      unmanned: true,
      discount: true,
    });
    expect(toSeedStation(row({ naam: 'AVIA XPress', merk: 'Avia' }), places).title).toBe(
      'Avia XPress Delft Westlandseweg',
    );
  });

  it('finds the real brand an "Onbekend" row names', () => {
    expect(toSeedStation(row({ naam: 'OK express', merk: 'Onbekend' }), places)).toMatchObject({
      brandSlug: 'ok',
      brandName: 'OK',
      unmanned: true,
    });
    expect(toSeedStation(row({ naam: 'Lukoil Express', merk: 'Onbekend' }), places).brandSlug).toBe('lukoil');
    expect(toSeedStation(row({ naam: 'Fieten Olie', merk: 'Onbekend' }), places).brandName).toBe(
      'Fieten Olie',
    );
    expect(toSeedStation(row({ naam: 'TinQ', merk: 'Tinq' }), places)).toMatchObject({
      brandSlug: 'tinq',
      unmanned: true,
    });
  });

  it('names a station without a city after the nearest place', () => {
    const station = toSeedStation(
      row({
        naam: "Kerkhoff's",
        merk: 'Onbekend',
        adres: "Kerkhoff's",
        stad: '',
        postcode: '',
        lat: 51.4793131,
        lon: 5.5502445,
      }),
      places,
    );
    expect(station).toMatchObject({
      brandSlug: null,
      city: 'Eindhoven',
      title: "Kerkhoff's Eindhoven",
      street: null,
      postcode: null,
    });
  });

  it('recognises marinas, truck sites and motorway sites', () => {
    expect(
      toSeedStation(
        row({
          naam: 'Jachthaven Lemmer Binnen',
          merk: 'Onbekend',
          adres: 'Jachthaven Lemmer Binnen',
          stad: '',
          lat: 52.8472,
          lon: 5.6972,
        }),
        places,
      ),
    ).toMatchObject({ kind: 'marina', title: 'Jachthaven Lemmer Binnen', city: 'Lemmer' });
    expect(toSeedStation(row({ naam: 'TruckEasy', merk: 'Onbekend' }), places)).toMatchObject({
      kind: 'truck',
      brandSlug: 'truckeasy',
    });
    expect(toSeedStation(row({ adres: 'Rijksweg A12 1' }), places)).toMatchObject({
      motorway: true,
      street: 'Rijksweg A12',
    });
  });
});

describe('nearestPlace and the NL filter', () => {
  it('finds the nearest town', () => {
    expect(nearestPlace(places, 52.0, 4.17)?.name).toBe("'s-Gravenzande");
  });

  it('keeps European NL only', () => {
    expect(inEuropeanNetherlands({ lat: 52.37, lon: 4.9 })).toBe(true);
    expect(inEuropeanNetherlands({ lat: 12.5, lon: -69.9 })).toBe(false);
  });
});
