/** The most bytes `writeKm` writes: no two places on earth are 20,016 km apart ("20015.087"). */
export const KM_MAX_BYTES = 9;

const ZERO = 0x30;
const DOT = 0x2e;

/** Writes a whole number ≥ 0 in decimal ASCII at `offset`; returns the offset after it. */
function writeWhole(out: Uint8Array, offset: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  let rest = value;
  for (let i = offset + digits - 1; i >= offset; i -= 1) {
    const next = Math.floor(rest / 10);
    out[i] = ZERO + rest - 10 * next;
    rest = next;
  }
  return offset + digits;
}

/**
 * Writes a distance as the answers carry it, `String(roundKm(km))` (three decimals, no trailing zeros), in
 * ASCII at `offset` without making a string; returns the offset after it. The same text: `n / 1000` is the
 * double nearest the decimal with at most three places, so that decimal is its shortest form.
 */
export function writeKm(out: Uint8Array, offset: number, km: number): number {
  const thousandths = Math.round(km * 1000);
  const whole = Math.floor(thousandths / 1000);
  const fraction = thousandths - 1000 * whole;
  let at = writeWhole(out, offset, whole);
  if (fraction === 0) return at;
  out[at++] = DOT;
  const tenths = Math.floor(fraction / 100);
  const hundredths = Math.floor(fraction / 10) - 10 * tenths;
  const last = fraction - 10 * Math.floor(fraction / 10);
  out[at++] = ZERO + tenths;
  if (hundredths === 0 && last === 0) return at;
  out[at++] = ZERO + hundredths;
  if (last !== 0) out[at++] = ZERO + last;
  return at;
}
