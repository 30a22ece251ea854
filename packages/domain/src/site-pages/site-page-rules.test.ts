import { describe, expect, it } from 'vitest';
import {
  isAllowedContentUrl,
  isAllowedMediaUrl,
  isVideoUrl,
  mediaList,
  showsKpiStrip,
  slugify,
  SLUG_PATTERN,
} from './site-page-rules.ts';

describe('slugify', () => {
  it('turns a Dutch title into a slug the pattern accepts', () => {
    expect(slugify('Hoe werkt de prepaid tankpas?')).toBe('hoe-werkt-de-prepaid-tankpas');
    expect(slugify('  Café & Overzicht — 2026 ')).toBe('cafe-overzicht-2026');
    expect(SLUG_PATTERN.test(slugify('Één  --  twee'))).toBe(true);
  });
});

describe('the slug pattern', () => {
  it('takes lower-case words with single hyphens, nothing else', () => {
    for (const good of ['tarieven', 'hoe-werkt-het', 'pas-2026']) expect(SLUG_PATTERN.test(good)).toBe(true);
    for (const bad of ['Tarieven', '-pas', 'pas-', 'a--b', 'a b', 'a/b', '../x', 'é'])
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
  });
});

describe('showsKpiStrip', () => {
  it("is true for 'overzicht' in slug or title, or the overview layout", () => {
    expect(showsKpiStrip({ slug: 'mijn-overzicht', title: 'Alles', layout: 'standard' })).toBe(true);
    expect(showsKpiStrip({ slug: 'x', title: 'Jouw Overzicht', layout: 'standard' })).toBe(true);
    expect(showsKpiStrip({ slug: 'x', title: 'Cijfers', layout: 'overview' })).toBe(true);
    expect(showsKpiStrip({ slug: 'tarieven', title: 'Tarieven', layout: 'standard' })).toBe(false);
  });
});

describe('media', () => {
  it('reads one address or a list, and tells mp4 video from images', () => {
    expect(mediaList('/a.png')).toEqual(['/a.png']);
    expect(mediaList(['/a.png', ' ', 'https://x.nl/b.mp4'])).toEqual(['/a.png', 'https://x.nl/b.mp4']);
    expect(mediaList(null)).toEqual([]);
    expect(isVideoUrl('https://x.nl/b.MP4?t=1')).toBe(true);
    expect(isVideoUrl('/a.png')).toBe(false);
  });

  it('allows https and paths on this site only', () => {
    expect(isAllowedMediaUrl('https://cdn.fuellinq.nl/a.png')).toBe(true);
    expect(isAllowedMediaUrl('/media/a.mp4')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.nl/a.png',
      'http://evil.nl/a.png',
      'data:image/png;base64,AA',
    ])
      expect(isAllowedMediaUrl(bad), bad).toBe(false);
  });
});

describe('isAllowedContentUrl', () => {
  it('refuses javascript: however it is written', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
    ])
      expect(isAllowedContentUrl(bad), bad).toBe(false);
    for (const good of [
      'https://fuellinq.nl',
      '/contact',
      '#top',
      'mailto:info@fuellinq.nl',
      'tel:+31201234567',
    ])
      expect(isAllowedContentUrl(good), good).toBe(true);
  });
});
