import { CO2_FACTOR_SOURCE, type EmissionFactor, type FactorSource } from '@fuellinq/domain';
import type { Co2Repository, FactorRow } from './co2.repository.ts';

export interface FactorLists {
  /** The factors a year's figures use: that year's list, or the nearest one. */
  forYear(year: number): FactorSource;
  /** The lists used, and a note for each year that had to borrow another year's list. */
  used: { year: number; name: string }[];
  notes: string[];
}

function toFactor(row: FactorRow): EmissionFactor {
  return {
    list_year: row.listYear,
    key: row.key,
    name: row.name,
    unit: row.unit,
    wtw: row.wtw,
    ttw: row.ttw,
    source: row.source,
  };
}

/** The nearest list to a year: the same year, else the closest, the earlier one on a tie. */
export function nearestYear(available: number[], year: number): number | undefined {
  let best: number | undefined;
  for (const candidate of available) {
    if (best === undefined || Math.abs(candidate - year) < Math.abs(best - year)) best = candidate;
  }
  return best;
}

/**
 * Loads the factor lists for the years of a period. A report for year N uses list N; without one it uses
 * the nearest list and says so (the list is versioned data; nothing falls back to numbers in code).
 */
export async function loadFactorLists(
  repository: Co2Repository,
  years: number[],
): Promise<FactorLists | undefined> {
  const available = await repository.listYears();
  if (available.length === 0) return undefined;
  const choice = new Map(
    years.map((year) => [
      year,
      nearestYear(
        available.map((list) => list.year),
        year,
      )!,
    ]),
  );
  const rows = await repository.factorsOf([...new Set(choice.values())]);
  const byYear = new Map<number, Map<string, EmissionFactor>>();
  for (const row of rows) {
    const list = byYear.get(row.listYear) ?? new Map<string, EmissionFactor>();
    list.set(row.key, toFactor(row));
    byYear.set(row.listYear, list);
  }
  const notes = [...choice]
    .filter(([year, listYear]) => year !== listYear)
    .map(
      ([year, listYear]) =>
        `Voor ${year} is geen lijst van ${CO2_FACTOR_SOURCE} geladen; de dichtstbijzijnde lijst (${listYear}) is gebruikt.`,
    );
  const usedYears = [...new Set(choice.values())].sort();
  return {
    forYear: (year) => {
      const list = byYear.get(choice.get(year) ?? nearestYear(usedYears, year) ?? -1);
      return (key) => list?.get(key);
    },
    used: available.filter((list) => usedYears.includes(list.year)),
    notes,
  };
}
