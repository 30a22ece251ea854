import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path.ts';

describe('sitePath', () => {
  it('follows a path of this site, or an absolute url of this very origin, and nothing else', () => {
    expect(sitePath('/app/checkout-demo?tx=1&amt=7500')).toBe('/app/checkout-demo?tx=1&amt=7500');
    expect(sitePath(`${window.location.origin}/app/wallet?x=1#y`)).toBe('/app/wallet?x=1#y');
    expect(sitePath('https://pay.example/checkout/tr_1')).toBeNull();
    expect(sitePath('//evil.example/app')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('')).toBeNull();
    expect(sitePath(null)).toBeNull();
  });
});
