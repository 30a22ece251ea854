import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANK_IDS, BANKS, filterBanks, findBank } from './banks.ts';
import { dutchIbanProblem } from './iban.ts';

const csv = readFileSync(new URL('./data/nl-banks.csv', import.meta.url), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(','));

describe('the banks of the picker', () => {
  it('are the eight of spec §2, in its order', () => {
    expect(BANKS.map((bank) => bank.id)).toEqual([...BANK_IDS]);
    expect(BANK_IDS).toEqual(['abn', 'ing', 'rabo', 'sns', 'bunq', 'knab', 'triod', 'regio']);
  });

  it('carry the bank codes, BICs and demo IBANs of the copied Betaalvereniging list', () => {
    for (const bank of BANKS) {
      const row = csv.find(([name]) => name === bank.name);
      expect(row, bank.name).toBeDefined();
      const [, code, bic, , demoIban] = row!;
      expect({ code, bic, demoIban }).toEqual({
        code: bank.ibanCode,
        bic: bank.bic,
        demoIban: bank.demoIban,
      });
    }
  });

  it('offer a demo IBAN that passes mod-97 and belongs to the bank itself', () => {
    for (const bank of BANKS) expect(dutchIbanProblem(bank.demoIban, bank.ibanCode), bank.id).toBeNull();
  });

  it('are found by id', () => {
    expect(findBank('triod')?.name).toBe('Triodos Bank');
    expect(findBank('asn')).toBeUndefined();
    expect(findBank(null)).toBeUndefined();
  });
});

describe('filterBanks (spec §5: case-insensitive on id or name)', () => {
  it.each([
    ['', 8],
    ['  ', 8],
    ['RABO', 1],
    ['bank', 3],
    ['Triod', 1],
    ['abn amro', 1],
    ['xyz', 0],
  ])('%j keeps %i banks', (query, count) => {
    expect(filterBanks(BANKS, query)).toHaveLength(count);
  });

  it('matches the id when the name differs', () => {
    expect(filterBanks(BANKS, 'regio').map((bank) => bank.id)).toEqual(['regio']);
    expect(filterBanks(BANKS, 'abn').map((bank) => bank.id)).toEqual(['abn']);
  });
});
