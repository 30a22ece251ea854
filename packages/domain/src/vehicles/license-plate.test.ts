import { describe, expect, it } from 'vitest';
import { checkPlate, formatPlate, normalizePlate, plateSidecode } from './license-plate.ts';

describe('normalizePlate (spec §5)', () => {
  it.each([
    ['tt-601-d', 'TT601D'],
    [' 11 zkz 3 ', '11ZKZ3'],
    ['f.794.kp', 'F794KP'],
    ['--', ''],
  ])('%j → %j', (raw, plate) => {
    expect(normalizePlate(raw)).toBe(plate);
  });
});

describe('sidecodes 1–14', () => {
  it.each([
    ['AB1234', 1, 'AB-12-34'],
    ['0001TJ', 2, '00-01-TJ'],
    ['12AB34', 3, '12-AB-34'],
    ['AB12CD', 4, 'AB-12-CD'],
    ['ABCD12', 5, 'AB-CD-12'],
    ['12ABCD', 6, '12-AB-CD'],
    ['11ZKZ3', 7, '11-ZKZ-3'],
    ['1KBB12', 8, '1-KBB-12'],
    ['TT601D', 9, 'TT-601-D'],
    ['F794KP', 10, 'F-794-KP'],
    ['GBB12D', 11, 'GBB-12-D'],
    ['G12BBD', 12, 'G-12-BBD'],
    ['1GB123', 13, '1-GB-123'],
    ['123GB1', 14, '123-GB-1'],
  ])('%s is sidecode %i, printed %s', (plate, sidecode, printed) => {
    expect(plateSidecode(plate)).toBe(sidecode);
    expect(formatPlate(plate)).toBe(printed);
  });

  it('knows no sidecode for other shapes and leaves them as typed', () => {
    for (const plate of ['ABC', '123456', 'ABCDEF', 'A1B2C3', 'TT601DX'])
      expect(plateSidecode(plate)).toBeUndefined();
    expect(formatPlate('abc-1')).toBe('ABC1');
  });
});

describe('checkPlate', () => {
  it('says a blank plate is missing and a shapeless one invalid', () => {
    expect(checkPlate('  - ')).toEqual({ ok: false, code: 'missing_plate', plate: '' });
    expect(checkPlate(undefined)).toMatchObject({ ok: false, code: 'missing_plate' });
    expect(checkPlate('xyz')).toEqual({ ok: false, code: 'invalid_plate', plate: 'XYZ' });
    expect(checkPlate('tt-601-d')).toEqual({ ok: true, plate: 'TT601D', sidecode: 9 });
  });
});
