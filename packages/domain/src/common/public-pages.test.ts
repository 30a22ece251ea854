import { describe, expect, it } from 'vitest';
import { documentTitle, PUBLIC_PAGES, publicPage } from './public-pages.ts';

describe('the public pages', () => {
  it('are the pages of spec §2 and its footer, each with a description a search result shows whole', () => {
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/api',
        '/contact',
        '/demo',
        '/eu-agenda',
        '/faq',
        '/greendeal',
        '/privacy',
        '/terms',
      ].sort(),
    );
    for (const page of PUBLIC_PAGES) {
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('are found by path, with or without a trailing slash', () => {
    expect(publicPage('/about/')?.title).toBe('Over ons');
    expect(publicPage('/')?.title).toBeNull();
    expect(publicPage('/app')).toBeUndefined();
  });

  it('name the document after the page and the product', () => {
    expect(documentTitle('Over ons')).toBe('Over ons – FuelLinq');
    expect(documentTitle(null)).toBe('FuelLinq');
  });
});
