import { formatPlate, normalizeFuelType, type VehicleFacts } from '@fuellinq/domain';
import type { RdwRaw } from '../../db/schema/index.ts';

type Row = Record<string, string>;

/** RDW's ways of saying "unknown". */
const PLACEHOLDERS = new Set([
  '',
  'niet geregistreerd',
  'n.v.t.',
  'geen verstrekking in open data',
  'onbekend',
]);

/** The first of several column names (old and new spellings) that holds a real value. */
function text(row: Row | undefined, ...names: string[]): string | null {
  for (const name of names) {
    const value = row?.[name];
    if (typeof value === 'string' && !PLACEHOLDERS.has(value.trim().toLowerCase())) return value.trim();
  }
  return null;
}

/** Every value is a string, numbers included ("103.00"). */
function number(row: Row | undefined, ...names: string[]): number | null {
  const value = text(row, ...names);
  if (value === null) return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** "YYYYMMDD", or the newer `<name>_dt` timestamp "2014-03-06T00:00:00.000" → "YYYY-MM-DD". */
function date(row: Row | undefined, name: string): string | null {
  const plain = text(row, name);
  if (plain && /^\d{8}$/.test(plain)) return `${plain.slice(0, 4)}-${plain.slice(4, 6)}-${plain.slice(6, 8)}`;
  const stamp = text(row, `${name}_dt`);
  return stamp && /^\d{4}-\d{2}-\d{2}/.test(stamp) ? stamp.slice(0, 10) : null;
}

function yesNo(value: string | null): boolean | null {
  if (value === null) return null;
  const lower = value.toLowerCase();
  return lower === 'ja' ? true : lower === 'nee' ? false : null;
}

function capitalised(value: string | null): string | null {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : null;
}

/** The CO2 figure a car is known by: WLTP (weighted for plug-ins) before NEDC, with the cycle it came from. */
function co2Of(fuels: Row[]): { gPerKm: number | null; cycle: 'WLTP' | 'NEDC' | null } {
  for (const [cycle, names] of [
    ['WLTP', ['emis_co2_gewogen_gecombineerd_wltp', 'emissie_co2_gecombineerd_wltp']],
    ['NEDC', ['co2_uitstoot_gewogen', 'co2_uitstoot_gecombineerd']],
  ] as const) {
    for (const row of fuels) {
      const value = number(row, ...names);
      if (value !== null) return { gPerKm: value, cycle };
    }
  }
  return { gPerKm: null, cycle: null };
}

/**
 * What we keep of an RDW record. Defensive by design: every field may be absent, numbers come as strings,
 * column names changed over the years, a hybrid has a row per fuel and an electric car has Wh/km and a
 * range instead of litres and g/km.
 */
export function parseRdw(raw: RdwRaw): VehicleFacts {
  const vehicle = raw.vehicle[0];
  const fuels = [...raw.fuel].sort(
    (a, b) => (number(a, 'brandstof_volgnummer') ?? 99) - (number(b, 'brandstof_volgnummer') ?? 99),
  );
  const descriptions = fuels
    .map((row) => text(row, 'brandstof_omschrijving'))
    .filter((v): v is string => !!v);
  const electricRow = fuels.find(
    (row) => text(row, 'brandstof_omschrijving')?.toLowerCase() === 'elektriciteit',
  );
  const first = descriptions[0];
  const co2 = co2Of(fuels);
  const plate = text(vehicle, 'kenteken') ?? '';
  return {
    license_plate: plate,
    license_plate_display: formatPlate(plate),
    make: text(vehicle, 'merk'),
    model: text(vehicle, 'handelsbenaming'),
    fuel_primary: (first && normalizeFuelType(first)) || null,
    fuels: descriptions,
    wltp_g_per_km: co2.gPerKm,
    co2_cycle: co2.cycle,
    electric_wh_per_km: number(
      electricRow,
      'elektrisch_verbruik_enkel_elektrisch_wltp',
      'elektrisch_verbruik_extern_opladen_wltp',
    ),
    electric_range_km: number(
      electricRow,
      'actie_radius_enkel_elektrisch_wltp',
      'actie_radius_extern_opladen_wltp',
    ),
    hybrid_class: fuels.map((row) => text(row, 'klasse_hybride_elektrisch_voertuig')).find(Boolean) ?? null,
    vehicle_kind: text(vehicle, 'voertuigsoort'),
    european_category: text(vehicle, 'europese_voertuigcategorie'),
    first_registration_date: date(vehicle, 'datum_eerste_toelating'),
    apk_expiry_date: date(vehicle, 'vervaldatum_apk'),
    emission_class:
      fuels
        .map((row) =>
          text(
            row,
            'uitlaatemissieniveau',
            'milieuklasse_eg_goedkeuring_licht',
            'milieuklasse_eg_goedkeuring_zwaar',
          ),
        )
        .find(Boolean) ?? null,
    energy_label: text(vehicle, 'zuinigheidsclassificatie', 'zuinigheidslabel'),
    color: capitalised(text(vehicle, 'eerste_kleur')),
    open_recall: yesNo(text(vehicle, 'openstaande_terugroepactie_indicator')),
  };
}
