import { describe, expect, it } from 'vitest';
import { BrandThemeSchema, LOGO_DATA_URL_MAX_CHARS } from './brand-theme.contract.ts';

const messages = (input: unknown) => {
  const result = BrandThemeSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('BrandThemeSchema', () => {
  it('normalises colours (adds the #) and leaves empty fields out', () => {
    expect(
      BrandThemeSchema.parse({
        primary: 'FF0000',
        bg: '#fff',
        text: '',
        radii: '8px',
        sidebarWidth: '18rem',
      }),
    ).toEqual({ primary: '#ff0000', bg: '#ffffff', text: undefined, radii: '8px', sidebarWidth: '18rem' });
  });

  it('refuses bad values with a Dutch message per field', () => {
    expect(messages({ primary: 'rood' })).toEqual(['primary: Gebruik een kleurcode als #0a7451.']);
    expect(messages({ radii: '2cm' })).toEqual(['radii: Gebruik een maat als 0.75rem of 12px.']);
    expect(messages({ radii: '100px' })).toEqual(['radii: Kies een afronding van 0 tot 48px (3rem).']);
    expect(messages({ sidebarWidth: '5rem' })[0]).toMatch(/^sidebarWidth: Kies een zijbalkbreedte/);
    expect(messages({ font_family: 'Inter; } body { display:none' })[0]).toMatch(/^font_family: /);
    expect(messages({ shadow: '0 0 4px url(https://evil.example/x)' })[0]).toMatch(/^shadow: /);
    expect(messages({ logo_url: 'javascript:alert(1)' })[0]).toMatch(/^logo_url: Gebruik een https-adres/);
    expect(messages({ logo_url: 'http://example.nl/logo.png' })).toHaveLength(1);
    expect(messages({ logo_url: '//evil.example/logo.png' })).toHaveLength(1);
    expect(messages({ logo_url: 'data:image/svg+xml;base64,PHN2Zz4=' })).toHaveLength(1);
    expect(messages({ colour: '#fff' })[0]).toMatch(/colour/);
  });

  it('takes a logo as https address, a site path or an uploaded image within 300 kB', () => {
    for (const logo of [
      'https://cdn.example.nl/logo.png',
      '/api/brands/tinq/logo.svg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(messages({ logo_url: logo }), logo).toEqual([]);
    }
    const huge = `data:image/png;base64,${'A'.repeat(LOGO_DATA_URL_MAX_CHARS)}`;
    expect(messages({ logo_url: huge })).toEqual(['logo_url: Het logo is te groot (maximaal 300 kB).']);
  });
});
