import { roundKm } from '@fuellinq/domain';
import { describe, expect, it } from 'vitest';
import { KM_MAX_BYTES, writeKm } from './json-bytes.ts';

/** What `writeKm` wrote, as text. */
function written(km: number): string {
  const out = Buffer.alloc(KM_MAX_BYTES + 4, 0x7e);
  const end = writeKm(out, 2, km);
  expect(out[0]).toBe(0x7e);
  expect(out[end]).toBe(0x7e);
  return out.toString('latin1', 2, end);
}

describe('a distance written as bytes', () => {
  it('is the text JSON.stringify gives the rounded distance', () => {
    const cases = [
      0, 0.0004, 0.0005, 0.001, 0.01, 0.1, 0.12, 0.123, 1, 1.5, 1.05, 2.0004, 10, 99.999, 123.4567,
    ];
    for (const km of cases) expect(written(km)).toBe(JSON.stringify(roundKm(km)));
  });

  it('agrees for random distances up to the far side of the earth, within its byte budget', () => {
    let state = 5;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    for (let n = 0; n < 20_000; n += 1) {
      const km = n % 2 ? random() * 30 : random() * 20_015.087;
      const text = written(km);
      expect(text).toBe(JSON.stringify(roundKm(km)));
      expect(text.length).toBeLessThanOrEqual(KM_MAX_BYTES);
    }
  });
});
