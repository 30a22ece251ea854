import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastWarnings,
  DEFAULT_THEME,
  normalizeColor,
  relativeLuminance,
  withHash,
} from './brand-theme-rules.ts';

describe('colour inputs (spec §5: a # prefix when missing)', () => {
  it('adds the # only when it is missing', () => {
    expect(withHash('ff0000')).toBe('#ff0000');
    expect(withHash('#ff0000')).toBe('#ff0000');
    expect(withHash(' 0a7451 ')).toBe('#0a7451');
    expect(withHash('')).toBe('');
  });

  it('normalises to lower-case #rrggbb and refuses what is no hex colour', () => {
    expect(normalizeColor('FF0000')).toBe('#ff0000');
    expect(normalizeColor('#abc')).toBe('#aabbcc');
    expect(normalizeColor('abcd')).toBe('#aabbccdd');
    expect(normalizeColor('#0A745180')).toBe('#0a745180');
    for (const bad of ['', '#', 'red', '#12345', 'ggg', 'rgb(0,0,0)', '#ff0000;}']) {
      expect(normalizeColor(bad), bad).toBeNull();
    }
  });
});

describe('contrast (WCAG 2.2)', () => {
  it('computes the published reference values', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known smallest grey that passes AA: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#0a7451')).toBe(contrastRatio('#0a7451', '#ffffff'));
  });

  it('finds no warning in FuelLinq’s own theme', () => {
    expect(contrastWarnings({})).toEqual([]);
    expect(contrastWarnings(DEFAULT_THEME)).toEqual([]);
  });

  it('warns for every text pair below 4.5:1, naming it and its ratio', () => {
    const warnings = contrastWarnings({ buttonBg: '#ffff00', buttonText: 'ffffff' });
    expect(warnings).toEqual([
      { foreground: 'buttonText', background: 'buttonBg', label: 'Knoptekst op de knop', ratio: 1.07 },
    ]);
    const pale = contrastWarnings({ text: '#999999' }).map((w) => w.label);
    expect(pale).toEqual(['Tekst op de achtergrond', 'Tekst op vlakken']);
  });
});
