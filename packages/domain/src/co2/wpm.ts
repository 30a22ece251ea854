// WPM (werkgebonden personenmobiliteit): employers report each year's business and commuting kilometres
// per mode and fuel, per KvK number. A vehicle we cannot place is listed, never guessed. No zod here.
import { type EnergyCategory, energyCategoryLabels, type VehicleMode } from '../vehicles/vehicle-kind.ts';

export type WpmCategory = { ok: true; mode: string; fuel: string } | { ok: false; reason: string };

const modeLabels: Partial<Record<VehicleMode, string>> = {
  auto: 'Auto',
  bromfiets: 'Bromfiets/scooter',
  motor: 'Motor',
};

/** The row of the RVO form a vehicle's kilometres belong on: mode × fuel. */
export function wpmCategoryOf(
  mode: VehicleMode,
  energy: EnergyCategory | undefined,
  vehicleKind: string | null,
): WpmCategory {
  const modeLabel = modeLabels[mode];
  if (!modeLabel)
    return {
      ok: false,
      reason: `Voertuigsoort '${vehicleKind ?? 'onbekend'}' hoort bij geen WPM-vervoermiddel.`,
    };
  if (!energy) return { ok: false, reason: 'De brandstof van dit voertuig is onbekend.' };
  if (mode === 'auto') return { ok: true, mode: modeLabel, fuel: energyCategoryLabels[energy] };
  return { ok: true, mode: modeLabel, fuel: energy === 'elektrisch' ? 'Elektrisch' : 'Fossiel' };
}

/** A KvK number has eight digits. */
export function isKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}
