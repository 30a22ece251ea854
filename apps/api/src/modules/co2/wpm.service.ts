import { calendarYear, formatPlate, isoDateIn, type WpmReport, wpmCategoryOf } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Co2Repository } from './co2.repository.ts';
import { co2VehicleOf } from './co2.service.ts';

/** How many fuel logs without a reading the export lists by name; the rest are counted. */
const LISTED_FUEL_LOGS = 200;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The WPM export: a calendar year's business and commuting kilometres per KvK number, mode and fuel, laid
 * out like the RVO form. What cannot be placed (no KvK number, a vehicle kind or fuel the form has no row
 * for, fuel logs without a reading) is listed with the reason, never guessed.
 */
export function createWpmService({
  repository,
  now = () => new Date(),
}: {
  repository: Co2Repository;
  now?: () => Date;
}) {
  return {
    async export(owner: string, year?: number): Promise<WpmReport> {
      const account = await repository.owner(owner);
      if (account?.accountType !== 'business') throw new AppError('business_only');
      const reportYear = year ?? Number(isoDateIn(now()).slice(0, 4)) - 1;
      const scope = { owner, ...calendarYear(reportYear) };
      const [vehicleRows, purposeRows] = await Promise.all([
        repository.vehiclesOf(owner),
        repository.kmPerPurpose(scope),
      ]);
      const looseTotal = purposeRows.reduce((sum, row) => sum + Number(row.loose), 0);
      const looseItems =
        looseTotal > 0 ? await repository.fuelLogsWithoutReading(scope, LISTED_FUEL_LOGS) : [];

      const kmOf = new Map(
        purposeRows.map((row) => [
          row.vehicle_id,
          { zakelijk: Number(row.zakelijk), 'woon-werk': Number(row.woon_werk), privé: Number(row.prive) },
        ]),
      );

      const rows = new Map<string, WpmReport['rows'][number]>();
      const unclassified: WpmReport['unclassified'] = [];
      let kmPrive = 0;
      for (const vehicle of vehicleRows) {
        const km = kmOf.get(vehicle.id);
        if (!km) continue;
        kmPrive += km.privé;
        if (km.zakelijk === 0 && km['woon-werk'] === 0) continue;
        const facts = co2VehicleOf(vehicle);
        const category = wpmCategoryOf(facts.mode, facts.energy, vehicle.vehicleKind);
        const kvk = vehicle.kvkNumber ?? account.kvkNumber;
        const reason = !kvk
          ? 'Geen KvK-nummer: vul het in bij het voertuig of in de bedrijfsgegevens.'
          : category.ok
            ? undefined
            : category.reason;
        if (reason || !kvk || !category.ok) {
          unclassified.push({
            vehicle_id: vehicle.id,
            license_plate_display: formatPlate(vehicle.licensePlate),
            date: null,
            km_zakelijk: round(km.zakelijk),
            km_woon_werk: round(km['woon-werk']),
            liters: null,
            reason: reason ?? '',
          });
          continue;
        }
        const key = `${kvk}|${category.mode}|${category.fuel}`;
        const row = rows.get(key) ?? {
          kvk_number: kvk,
          mode: category.mode,
          fuel: category.fuel,
          km_zakelijk: 0,
          km_woon_werk: 0,
          vehicles: 0,
        };
        row.km_zakelijk = round(row.km_zakelijk + km.zakelijk);
        row.km_woon_werk = round(row.km_woon_werk + km['woon-werk']);
        row.vehicles += 1;
        rows.set(key, row);
      }

      const plates = new Map(vehicleRows.map((vehicle) => [vehicle.id, formatPlate(vehicle.licensePlate)]));
      for (const log of looseItems) {
        unclassified.push({
          vehicle_id: log.vehicle_id,
          license_plate_display: plates.get(log.vehicle_id) ?? '',
          date: log.logged_on,
          km_zakelijk: null,
          km_woon_werk: null,
          liters: Number(log.liters),
          reason: `Tankbeurt (${log.purpose}) zonder kilometerstand: de kilometers zijn onbekend.`,
        });
      }

      const sorted = [...rows.values()].sort(
        (a, b) =>
          a.kvk_number.localeCompare(b.kvk_number) ||
          a.mode.localeCompare(b.mode) ||
          a.fuel.localeCompare(b.fuel),
      );
      return {
        year: reportYear,
        company_name: account.companyName,
        rows: sorted,
        totals: {
          km_zakelijk: round(sorted.reduce((sum, row) => sum + row.km_zakelijk, 0)),
          km_woon_werk: round(sorted.reduce((sum, row) => sum + row.km_woon_werk, 0)),
        },
        km_prive: round(kmPrive),
        unclassified,
        unclassified_more: Math.max(0, looseTotal - looseItems.length),
        notes: [
          'De kilometers tussen twee opeenvolgende standen van een voertuig tellen voor het doel en in het jaar van de latere stand.',
          'Kilometers vóór de allereerste stand van een voertuig zijn onbekend en tellen niet mee.',
          'Privékilometers vallen buiten de WPM-rapportage. RVO berekent de CO2 zelf uit deze kilometers.',
        ],
        generated_at: now().toISOString(),
      };
    },
  };
}

export type WpmService = ReturnType<typeof createWpmService>;
