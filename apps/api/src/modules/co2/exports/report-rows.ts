import { averageGramsPerKm, co2MethodLabels, type Co2Report, fuelLabels } from '@fuellinq/domain';
import type { OrgCo2Group, OrgCo2Report } from '@fuellinq/domain/co2/org-co2.contract';
import { vehicleName } from './report-text.ts';

// The rows the report's CSV and PDF list: a person's per vehicle; an organisation's as its JSON groups them,
// per vehicle or per cost centre (decision 030). The writers take the rows, so both reports share them.

type VehicleRow = Co2Report['vehicles'][number];

/** One vehicle, or a group of vehicles (a cost centre) summed. */
export interface ReportRow {
  /** The plate, or the group's name. */
  label: string;
  /** Make, model and nickname; for a group, the plates of its vehicles (the CSV joins them, the PDF stacks them). */
  detail: string[];
  fuel: string;
  method: string;
  km: number;
  liters: number;
  kwh: number | null;
  kg_co2: number;
  avg_g_per_km: number | null;
  factor_refs: string[];
  notes: string[];
}

/** A table's rows, its heading and the names of its first two columns (the CSV's; the PDF capitalises them). */
export interface ReportRows {
  heading: string;
  columns: [label: string, detail: string];
  rows: ReportRow[];
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

function vehicleRow(row: VehicleRow): ReportRow {
  return {
    label: row.license_plate_display,
    detail: [vehicleName(row)].filter(Boolean),
    fuel: row.fuel_primary ? fuelLabels[row.fuel_primary] : '',
    method: co2MethodLabels[row.method_used],
    km: row.km,
    liters: row.liters,
    kwh: row.kwh,
    kg_co2: row.kg_co2,
    avg_g_per_km: row.avg_g_per_km,
    factor_refs: row.factor_refs,
    notes: row.notes,
  };
}

/** One row per vehicle. */
export const perVehicle = (vehicles: VehicleRow[]): ReportRows => ({
  heading: 'Per voertuig',
  columns: ['kenteken', 'voertuig'],
  rows: vehicles.map(vehicleRow),
});

/** A group's figures as the JSON sums them; fuels, methods and factors the set its vehicles used. */
function groupRow(group: OrgCo2Group, vehicles: VehicleRow[]): ReportRow {
  const rows = vehicles.map(vehicleRow);
  const kwh = rows.flatMap((row) => (row.kwh === null ? [] : [row.kwh]));
  return {
    label: group.label,
    detail: rows.map((row) => row.label),
    fuel: distinct(rows.map((row) => row.fuel)).join(', '),
    method: distinct(rows.map((row) => row.method)).join(' / '),
    km: group.km,
    liters: group.liters,
    kwh: kwh.length ? Math.round(kwh.reduce((sum, value) => sum + value, 0) * 10) / 10 : null,
    kg_co2: group.kg_co2,
    // One vehicle's group reads as its row (the group's kg is rounded, the vehicle's average is not).
    avg_g_per_km:
      rows.length === 1 ? (rows[0]?.avg_g_per_km ?? null) : averageGramsPerKm(group.kg_co2, group.km),
    factor_refs: distinct(rows.flatMap((row) => row.factor_refs)),
    notes: rows.flatMap((row) => row.notes.map((note) => `${row.label}: ${note}`)),
  };
}

/** The organisation's rows in the order of its groups: per vehicle, or per cost centre. */
export function orgRows(org: OrgCo2Report): ReportRows {
  const vehicles = new Map(org.report.vehicles.map((row) => [row.vehicle_id, row]));
  const membersOf = (group: OrgCo2Group) => group.vehicle_ids.flatMap((id) => vehicles.get(id) ?? []);
  if (org.by === 'vehicle') return perVehicle(org.groups.flatMap(membersOf));
  return {
    heading: 'Per kostenplaats',
    columns: ['kostenplaats', 'voertuigen'],
    rows: org.groups.map((group) => groupRow(group, membersOf(group))),
  };
}
