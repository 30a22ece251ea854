import { describe, expect, it } from 'vitest';
import { CreateCardBodySchema } from './card.contract.ts';
import { cardDisplayLabel, cardStatusBadge, normalizeCardLabel } from './card-rules.ts';

describe('card labels', () => {
  it('are trimmed and fall back to the default when blank', () => {
    expect(normalizeCardLabel('  Bestelbus  ', 'Prepaid tankpas')).toBe('Bestelbus');
    expect(normalizeCardLabel('   ', 'Prepaid tankpas')).toBe('Prepaid tankpas');
    expect(normalizeCardLabel(null, 'Mijn tankpas')).toBe('Mijn tankpas');
  });

  it("are 'Pas #n' in lists when a card has none", () => {
    expect(cardDisplayLabel(null, 2)).toBe('Pas #2');
    expect(cardDisplayLabel(' ', 1)).toBe('Pas #1');
    expect(cardDisplayLabel('Auto', 3)).toBe('Auto');
  });

  it('are at most 40 characters in a request', () => {
    expect(CreateCardBodySchema.parse({ label: '  Auto  ' })).toEqual({ label: 'Auto' });
    expect(CreateCardBodySchema.parse({ label: '   ' })).toEqual({ label: null });
    expect(CreateCardBodySchema.parse({})).toEqual({ label: null });
    expect(CreateCardBodySchema.safeParse({ label: 'x'.repeat(40) }).success).toBe(true);
    const tooLong = CreateCardBodySchema.safeParse({ label: 'x'.repeat(41) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('De naam van een pas heeft hoogstens 40 tekens.');
  });
});

describe('card status badges (spec §4)', () => {
  it.each([
    ['active', null],
    ['blocked', 'geblokkeerd'],
    ['paused', 'gepauzeerd'],
    ['pending', 'in behandeling'],
    ['expired', 'expired'],
  ])('%s → %s', (status, badge) => {
    expect(cardStatusBadge(status)).toBe(badge);
  });
});
