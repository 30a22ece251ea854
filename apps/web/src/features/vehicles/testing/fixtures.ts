// What the API answers for the recorded RDW vehicles and the spec's demo month (see the API's tests):
// the web tests fake the API with these shapes.
import type { Co2Report, WpmReport } from '@fuellinq/domain/co2/co2.contract';
import type { FuelLog, OdometerLog, OdometerLogBody } from '@fuellinq/domain/co2/log.contract';
import type { RdwLookupResponse, Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';
import type { User } from '@fuellinq/domain/auth/user';

export const van: Vehicle = {
  id: '6f1c7a52-2f0e-4d4f-9a0e-6c1f0b9c1a01',
  license_plate: 'TT601D',
  license_plate_display: 'TT-601-D',
  nickname: null,
  make: 'VOLKSWAGEN',
  model: 'KOMBI',
  fuel_primary: 'diesel',
  fuels: ['Diesel'],
  wltp_g_per_km: 211,
  co2_cycle: 'NEDC',
  electric_wh_per_km: null,
  electric_range_km: null,
  hybrid_class: null,
  vehicle_kind: 'Personenauto',
  european_category: 'M1',
  first_registration_date: '2013-05-17',
  apk_expiry_date: '2027-05-17',
  emission_class: 'EURO 5 G',
  energy_label: 'D',
  color: 'Rood',
  open_recall: false,
  kvk_number: null,
  rdw_fetched_at: '2026-11-01T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
};

export const skoda: Vehicle = {
  ...van,
  id: '6f1c7a52-2f0e-4d4f-9a0e-6c1f0b9c1a02',
  license_plate: '11ZKZ3',
  license_plate_display: '11-ZKZ-3',
  make: 'SKODA',
  model: 'CITIGO',
  fuel_primary: 'euro95',
  fuels: ['Benzine'],
  wltp_g_per_km: 95,
  first_registration_date: '2013-01-04',
  apk_expiry_date: '2022-01-04',
  emission_class: 'EURO 5',
  energy_label: 'A',
  color: 'Grijs',
};

export const vanLookup: RdwLookupResponse = {
  ...van,
  id: 'TT601D',
  vehicle_id: null,
  source: 'rdw',
  fetched_at: '2026-11-21T09:00:00.000Z',
  stale: false,
};

export function user(accountType: 'consumer' | 'business' = 'consumer'): { user: User } {
  return {
    user: {
      id: 'u1',
      email: 'sanne@example.nl',
      first_name: 'Sanne',
      last_name: null,
      role: 'user',
      account_type: accountType,
      name: 'Sanne',
    },
  };
}

export function demoReport(period: { from: string; to: string }, scope: 'wtw' | 'ttw' = 'wtw'): Co2Report {
  const kg = scope === 'wtw' ? 210.1 : 160.9;
  return {
    method: 'fuel_factor',
    scope,
    electricity: 'gridmix',
    period,
    km_total: 850,
    liters_total: 75.2,
    kg_co2_total: kg,
    avg_g_per_km: scope === 'wtw' ? 247.2 : 189.2,
    bucket: 'day',
    series: {
      odometer: [{ date: period.from, km: 850 }],
      fuel: [{ date: period.from, liters: 75.2, total_eur: 158.1 }],
      co2: [{ date: period.from, kg_co2: kg }],
    },
    vehicles: [
      {
        vehicle_id: skoda.id,
        license_plate: '11ZKZ3',
        license_plate_display: '11-ZKZ-3',
        nickname: null,
        make: 'SKODA',
        model: 'CITIGO',
        fuel_primary: 'euro95',
        method_used: 'fuel_factor',
        km: 850,
        liters: 75.2,
        kwh: null,
        kg_co2: kg,
        avg_g_per_km: 247.2,
        wltp_g_per_km: 95,
        co2_cycle: 'NEDC',
        factor_refs: ['2026:benzine-e10'],
        notes: [],
      },
    ],
    factors: [
      {
        key: 'benzine-e10',
        name: 'Benzine E10',
        value: scope === 'wtw' ? 2.794 : 2.139,
        unit: 'liter',
        scope,
        list_year: 2026,
        source: 'www.CO2emissiefactoren.nl',
      },
    ],
    factor_list: {
      lists: [{ year: 2026, name: 'Factoren 2026 dd 20-08-2026' }],
      source: 'www.CO2emissiefactoren.nl',
      notes: [],
    },
    notes: [],
    generated_at: '2026-11-21T10:00:00.000Z',
  };
}

export const wpm2025: WpmReport = {
  year: 2025,
  company_name: 'Jansen Installatietechniek B.V.',
  rows: [
    {
      kvk_number: '12345678',
      mode: 'Auto',
      fuel: 'Diesel',
      km_zakelijk: 600,
      km_woon_werk: 100,
      vehicles: 1,
    },
  ],
  totals: { km_zakelijk: 600, km_woon_werk: 100 },
  km_prive: 100,
  unclassified: [
    {
      vehicle_id: 'x',
      license_plate_display: '00-01-TJ',
      date: null,
      km_zakelijk: 100,
      km_woon_werk: 0,
      liters: null,
      reason: 'De brandstof van dit voertuig is onbekend.',
    },
  ],
  unclassified_more: 0,
  notes: ['Kilometers vóór de eerste stand van het jaar tellen niet mee.'],
  generated_at: '2026-11-21T10:00:00.000Z',
};

/** A logged reading as the API answers POST /api/co2/odometer for this body. */
export function odometerLogAnswer(body: unknown): OdometerLog {
  const sent = body as OdometerLogBody;
  return {
    id: '0e2a8c1d-5b7f-4e0a-9c3d-1f2e3a4b5c01',
    vehicle_id: sent.vehicle_id,
    odometer_km: Number(sent.odometer_km),
    date: sent.date,
    purpose: 'privé',
    note: null,
    created_at: '2026-11-22T09:00:00.000Z',
  };
}

/** A logged refuel as the API answers POST /api/co2/fuel, the missing amount worked out. */
export function fuelLogAnswer(body: unknown): FuelLog {
  const sent = body as { vehicle_id: string; liters: number; total_eur: number; date: string };
  return {
    id: '0e2a8c1d-5b7f-4e0a-9c3d-1f2e3a4b5c02',
    vehicle_id: sent.vehicle_id,
    liters: sent.liters,
    total_eur: sent.total_eur,
    total_cents: Math.round(sent.total_eur * 100),
    price_per_l: Math.round((sent.total_eur / sent.liters) * 1000) / 1000,
    date: sent.date,
    station_id: null,
    odometer_km: null,
    fuel_type: 'diesel',
    purpose: 'privé',
    note: null,
    source: 'handmatig',
    transaction_id: null,
    card_log_id: null,
    created_at: '2026-11-22T09:00:00.000Z',
  };
}
