// Turns the OpenStreetMap rows ({naam, merk, adres, stad, postcode, lat, lon}) into stations: brands
// normalised to the spec's list and the other real brands the names carry, the address split into street
// and house number, a city for every station and a sensible title ("Shell Delft Westlandseweg").
import { normalizePostcode } from '@fuellinq/domain';

export interface OsmRow {
  naam: string;
  merk: string;
  adres: string;
  stad: string;
  postcode: string;
  lat: number;
  lon: number;
}

export interface Place {
  name: string;
  lat: number;
  lng: number;
}

export type StationKind = 'road' | 'truck' | 'marina';

export interface SeedStation {
  /** A stable key for deterministic demo data: the OSM name and position. */
  key: string;
  brandSlug: string | null;
  brandName: string | null;
  title: string;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string;
  lat: number;
  lng: number;
  kind: StationKind;
  unmanned: boolean;
  motorway: boolean;
  /** Express and unmanned discount sites: the cheaper end of the spread. */
  discount: boolean;
}

/** European Netherlands (the data set also holds the Caribbean islands). */
export function inEuropeanNetherlands(row: Pick<OsmRow, 'lat' | 'lon'>): boolean {
  return row.lat >= 50.7 && row.lat <= 53.7 && row.lon >= 3.2 && row.lon <= 7.3;
}

/** Slug and display name of every brand in the reference data, by OSM `merk`. */
const BRAND_BY_MERK: Record<string, [string, string]> = {
  Shell: ['shell', 'Shell'],
  Tango: ['tango', 'Tango'],
  Total: ['totalenergies', 'TotalEnergies'],
  TotalEnergies: ['totalenergies', 'TotalEnergies'],
  BP: ['bp', 'BP'],
  Esso: ['esso', 'Esso'],
  Tinq: ['tinq', 'Tinq'],
  Q8: ['q8', 'Q8'],
  Texaco: ['texaco', 'Texaco'],
  Avia: ['avia', 'Avia'],
  Argos: ['argos', 'Argos'],
  Gulf: ['gulf', 'Gulf'],
  Tamoil: ['tamoil', 'Tamoil'],
  Omo: ['omo', 'Omo'],
};

/** Brands the names carry when OSM has no brand ("Onbekend"), first match wins. */
const BRAND_BY_NAME: [RegExp, string, string][] = [
  [/^shell\b/i, 'shell', 'Shell'],
  [/^tango\b/i, 'tango', 'Tango'],
  [/^total/i, 'totalenergies', 'TotalEnergies'],
  [/^bp\b/i, 'bp', 'BP'],
  [/^esso\b/i, 'esso', 'Esso'],
  [/^tinq\b/i, 'tinq', 'Tinq'],
  [/^q8\b/i, 'q8', 'Q8'],
  [/^texaco\b/i, 'texaco', 'Texaco'],
  [/^avia\b/i, 'avia', 'Avia'],
  [/^argos/i, 'argos', 'Argos'],
  [/^gulf\b/i, 'gulf', 'Gulf'],
  [/^tamoil\b/i, 'tamoil', 'Tamoil'],
  [/^ok\b/i, 'ok', 'OK'],
  [/^haan\b/i, 'haan', 'Haan'],
  [/^berkman\b/i, 'berkman', 'Berkman'],
  [/^fieten\b/i, 'fieten-olie', 'Fieten Olie'],
  [/\blukoil\b/i, 'lukoil', 'Lukoil'],
  [/^sakko\b/i, 'sakko', 'Sakko'],
  [/\bsuper\s?tank\b/i, 'supertank', 'SuperTank'],
  [/\btanqyou\b/i, 'tanqyou', 'TanQyou'],
  [/\bfirezone\b/i, 'firezone', 'Firezone'],
  [/\bgreenpoint\b/i, 'greenpoint', 'Greenpoint'],
  [/^agri go\b/i, 'agri-go-fuel', 'Agri Go Fuel'],
  [/^truckeasy\b/i, 'truckeasy', 'TruckEasy'],
  [/^tank s\b/i, 'tank-s', 'Tank S'],
  [/^peut\b/i, 'peut', 'Peut'],
  [/^halma\b/i, 'halma', 'Halma'],
  [/^snel\s?tank\b/i, 'snel-tank', 'Snel Tank'],
  [/^tankeasy\b/i, 'tankeasy', 'TankEasy'],
  [/\bautofood\b/i, 'autofood', 'Autofood'],
  [/^dcb\b/i, 'dcb-energy', 'DCB Energy'],
  [/^kuster\b/i, 'kuster', 'Kuster'],
  [/^swing\b/i, 'swing', 'Swing'],
  [/^gt24\b/i, 'gt24', 'GT24'],
  [/^makro\b/i, 'makro', 'Makro'],
  [/^amigo\b/i, 'amigo', 'Amigo'],
  [/^t-energy\b/i, 't-energy', 'T-Energy'],
  [/^vissers\b/i, 'vissers', 'Vissers'],
  [/^ooc\b/i, 'ooc', 'OOC'],
  [/^og clean fuels\b/i, 'og-clean-fuels', 'OG Clean Fuels'],
  [/^oq value\b/i, 'oq-value', 'OQ Value'],
  [/^netto tank\b/i, 'netto-tank', 'Netto Tank'],
  [/^joontjes\b/i, 'joontjes', 'Joontjes'],
];

/** Unmanned discount chains: cheaper and open around the clock. */
const UNMANNED_BRANDS = new Set([
  'tinq',
  'tango',
  'supertank',
  'tanqyou',
  'snel-tank',
  'tankeasy',
  'truckeasy',
  'gt24',
  'netto-tank',
]);
/** Brands that compete on price, manned or not. */
const DISCOUNT_BRANDS = new Set([
  ...UNMANNED_BRANDS,
  'ok',
  'haan',
  'sakko',
  'firezone',
  'lukoil',
  'argos',
  'makro',
  'berkman',
]);

function brandOf(row: OsmRow): [string, string] | null {
  const byMerk = BRAND_BY_MERK[row.merk];
  if (byMerk) return byMerk;
  const byName = BRAND_BY_NAME.find(([pattern]) => pattern.test(row.naam.trim()));
  return byName ? [byName[1], byName[2]] : null;
}

/** "Express", "XPress", "Truck" or "Truck Diesel" from names such as "AVIA XPress" or "Shell Truck Diesel". */
function variantOf(name: string): string | null {
  const match = /\b(express|xpress|truck(?:\s+diesel)?)\b/i.exec(name);
  if (!match?.[1]) return null;
  const word = match[1].toLowerCase();
  if (word === 'xpress') return 'XPress';
  if (word.startsWith('truck')) return word.includes('diesel') ? 'Truck Diesel' : 'Truck';
  return 'Express';
}

/** "Westlandseweg 52" → street and number; "Rijksweg A2 2" → "Rijksweg A2", "2"; a repeated name → none. */
export function splitAddress(
  adres: string,
  naam: string,
): { street: string | null; houseNumber: string | null } {
  const value = adres.trim();
  if (!value || value === naam.trim() || value === 'Onbekend') return { street: null, houseNumber: null };
  const match = /^(.+?)\s+(\d[\w\-/]*)$/.exec(value);
  if (match?.[1] && match[2]) return { street: match[1], houseNumber: match[2] };
  return { street: value, houseNumber: null };
}

/** The nearest place by a flat-earth distance: good enough to name a town, and fast. */
export function nearestPlace(places: readonly Place[], lat: number, lng: number): Place | undefined {
  const cos = Math.cos((lat * Math.PI) / 180);
  let best: Place | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const dy = place.lat - lat;
    const dx = (place.lng - lng) * cos;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = place;
    }
  }
  return best;
}

const MARINA = /\b(jachthaven|watersport\w*|haven|marina|bunker\w*|bootstankstelle)\b/i;
const TRUCK = /\btruck\w*|\bdiesel service\b/i;
const MOTORWAY = /(^|\s)(rijksweg\s+)?A\d{1,3}\b/i;

export function toSeedStation(row: OsmRow, places: readonly Place[]): SeedStation {
  const brand = brandOf(row);
  const { street, houseNumber } = splitAddress(row.adres, row.naam);
  const city = row.stad.trim() || nearestPlace(places, row.lat, row.lon)?.name || 'Nederland';
  const name = row.naam.trim();
  const kind: StationKind = MARINA.test(name) ? 'marina' : TRUCK.test(name) ? 'truck' : 'road';
  const variant = variantOf(name);
  const motorway = MOTORWAY.test(row.adres);
  const express = variant === 'Express' || variant === 'XPress';
  const unmanned = express || (brand !== null && UNMANNED_BRANDS.has(brand[0]));
  let title: string;
  if (brand) {
    title = [variant ? `${brand[1]} ${variant}` : brand[1], city, street].filter(Boolean).join(' ');
  } else {
    const own = name && name !== 'Onbekend' ? name : 'Tankstation';
    title = own.toLowerCase().includes(city.toLowerCase()) ? own : `${own} ${city}`;
  }
  return {
    key: `${name}|${row.lat.toFixed(7)}|${row.lon.toFixed(7)}`,
    brandSlug: brand?.[0] ?? null,
    brandName: brand?.[1] ?? null,
    title,
    street,
    houseNumber,
    postcode: row.postcode.trim() ? normalizePostcode(row.postcode) : null,
    city,
    lat: row.lat,
    lng: row.lon,
    kind,
    unmanned,
    motorway,
    discount: express || (brand !== null && DISCOUNT_BRANDS.has(brand[0])),
  };
}

/** Parses the column selection of the GeoNames dump (geonameid,name,latitude,longitude,population). */
export function parsePlaces(csv: string): Place[] {
  const lines = csv.trim().split('\n').slice(1);
  return lines.flatMap((line) => {
    // Names never hold commas in this file except in quotes; the last three columns are numbers.
    const parts = line.split(',');
    const population = parts.pop();
    const lng = Number(parts.pop());
    const lat = Number(parts.pop());
    parts.shift();
    const name = parts.join(',').replace(/^"|"$/g, '');
    return population !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && name
      ? [{ name, lat, lng }]
      : [];
  });
}
