import { describe, expect, it } from 'vitest';
import { defaultTripPurpose, normalizeTripPurpose } from './trip-purpose.ts';

describe('trip purposes', () => {
  it('default to privé for consumers and zakelijk for business accounts', () => {
    expect(defaultTripPurpose('consumer')).toBe('privé');
    expect(defaultTripPurpose('business')).toBe('zakelijk');
  });

  it('read the ways people write them', () => {
    expect(normalizeTripPurpose('Woon werk')).toBe('woon-werk');
    expect(normalizeTripPurpose('prive')).toBe('privé');
    expect(normalizeTripPurpose('ZAKELIJK')).toBe('zakelijk');
    expect(normalizeTripPurpose('vakantie')).toBeUndefined();
  });
});
