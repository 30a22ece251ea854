import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  redactSecretUrls,
  safeErrorSerializer,
  safeRequestSerializer,
  SECRET_PATH_PREFIXES,
} from './log-safety.ts';

const secret = 'eyJjIjoiOGYxZSJ9.Qm9vbXNlY3JldDEyMzQ1Njc4OTA';

describe('redactSecretUrls', () => {
  it('keeps every listed address’s shape and replaces the segment after it', () => {
    for (const prefix of SECRET_PATH_PREFIXES) {
      expect(redactSecretUrls(`${prefix}${secret}`), prefix).toBe(`${prefix}${REDACTED}`);
    }
  });

  it.each([
    [`/api/pass/${secret}`, '/api/pass/[redacted]'],
    [`/pass/${secret}?utm=mail`, '/pass/[redacted]?utm=mail'],
    [`/api/wallet/apple/download/${secret}`, '/api/wallet/apple/download/[redacted]'],
    [`/api/payments/sandbox/${secret}`, '/api/payments/sandbox/[redacted]'],
    [`/api/payments/sandbox/${secret}/decision`, '/api/payments/sandbox/[redacted]/decision'],
    [`/betalen/sandbox/${secret}`, '/betalen/sandbox/[redacted]'],
    [`/api/bank/sandbox/${secret}?state=${secret}`, '/api/bank/sandbox/[redacted]?state=[redacted]'],
    [`/bank/sandbox/${secret}?state=${secret}&x=1`, '/bank/sandbox/[redacted]?state=[redacted]&x=1'],
    [`/reset?token=${secret}`, '/reset?token=[redacted]'],
    [`/pass/${secret}/`, '/pass/[redacted]/'],
    // What the router would not match reaches the log all the same.
    [`//api//pass/${secret}`, '//api//pass/[redacted]'],
    [`/API/Pass/${secret}`, '/API/Pass/[redacted]'],
    [`/pass/${encodeURIComponent(`${secret}/+=`)}`, '/pass/[redacted]'],
  ])('%s', (url, logged) => {
    expect(redactSecretUrls(url)).toBe(logged);
  });

  it('finds them inside a message, after an origin, a quote or a method', () => {
    expect(redactSecretUrls(`Route GET:/api/pass/${secret} not found`)).toBe(
      'Route GET:/api/pass/[redacted] not found',
    );
    expect(redactSecretUrls(`open https://fuellinq.nl/pass/${secret} now`)).toBe(
      'open https://fuellinq.nl/pass/[redacted] now',
    );
    expect(redactSecretUrls(`in the "/api/wallet/apple/download/${secret}" route`)).toBe(
      'in the "/api/wallet/apple/download/[redacted]" route',
    );
  });

  it('leaves addresses that open nothing by themselves as they are', () => {
    for (const url of [
      '/api/wallet/pass',
      '/api/wallet/pass/revoke',
      '/api/payments/0b7e6f1c-3d0e-4f55-9a43-0c8f1f3e2a11',
      '/app/betaling/0b7e6f1c-3d0e-4f55-9a43-0c8f1f3e2a11',
      '/api/passkit/v1/passes/pass.nl.fuellinq/0b7e6f1c',
      '/api/stations/search?q=pass&sort=cheapest',
      '/api/bank/status',
      '/partner/stations/12',
      '/compass/abc',
    ]) {
      expect(redactSecretUrls(url), url).toBe(url);
    }
  });
});

describe('the serializers', () => {
  it('logs a request with Fastify’s fields and the URL redacted', () => {
    expect(
      safeRequestSerializer({
        method: 'GET',
        url: `/pass/${secret}`,
        headers: { 'accept-version': '1' },
        host: 'fuellinq.nl',
        ip: '10.0.0.1',
        socket: { remotePort: 5000 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/pass/[redacted]',
      version: '1',
      host: 'fuellinq.nl',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    });
  });

  it('redacts a URL an error quotes, in its message and its stack', () => {
    const serialized = safeErrorSerializer(new Error(`Reply already sent for "/api/pass/${secret}"`));
    expect(serialized.message).toBe('Reply already sent for "/api/pass/[redacted]"');
    expect(serialized.stack).toContain('/api/pass/[redacted]');
    expect(JSON.stringify(serialized)).not.toContain(secret);
  });
});
