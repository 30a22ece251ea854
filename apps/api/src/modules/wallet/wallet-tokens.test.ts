import { describe, expect, it } from 'vitest';
import {
  appleAuthenticationToken,
  downloadToken,
  isAppleAuthenticationToken,
  passPageToken,
  readDownloadToken,
  readPassPageToken,
} from './wallet-tokens.ts';

const SECRET = 'test-wallet-link-secret-of-32-characters-or-more';
const OTHER = 'another-wallet-link-secret-of-32-characters-or-more';
const CARD = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

describe('pass page tokens', () => {
  it('are stable, URL-safe and lead back to the card', () => {
    const token = passPageToken(SECRET, CARD);
    expect(token).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(passPageToken(SECRET, CARD)).toBe(token);
    expect(readPassPageToken(SECRET, token)).toBe(CARD);
  });

  it('are refused when changed, made with another secret, or cut short', () => {
    const token = passPageToken(SECRET, CARD);
    const flipped = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    expect(readPassPageToken(SECRET, flipped)).toBeNull();
    expect(readPassPageToken(OTHER, token)).toBeNull();
    expect(readPassPageToken(SECRET, token.slice(0, 40))).toBeNull();
    expect(readPassPageToken(SECRET, 'x'.repeat(44))).toBeNull();
  });
});

describe('download tokens', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const expires = new Date('2026-11-21T10:05:00Z');

  it('carry the card and their expiry', () => {
    const token = downloadToken(SECRET, CARD, expires);
    expect(readDownloadToken(SECRET, token, now)).toEqual({ cardId: CARD, expired: false });
    expect(readDownloadToken(SECRET, token, new Date('2026-11-21T10:05:00Z'))).toEqual({
      cardId: CARD,
      expired: true,
    });
  });

  it('cannot be extended or moved to another card', () => {
    const token = downloadToken(SECRET, CARD, expires);
    const [id, , signature] = token.split('.');
    const later = Math.floor(Date.parse('2030-01-01') / 1000).toString(36);
    expect(readDownloadToken(SECRET, `${id}.${later}.${signature}`, now)).toBeNull();
    const otherCard = downloadToken(SECRET, '00000000-0000-4000-8000-000000000000', expires).split('.')[0];
    expect(readDownloadToken(SECRET, `${otherCard}.${token.split('.')[1]}.${signature}`, now)).toBeNull();
    expect(readDownloadToken(OTHER, token, now)).toBeNull();
    expect(readDownloadToken(SECRET, passPageToken(SECRET, CARD), now)).toBeNull();
  });
});

describe('Apple authentication tokens', () => {
  it('are derived per card, at least 16 characters, and checked in constant time', () => {
    const token = appleAuthenticationToken(SECRET, CARD);
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(isAppleAuthenticationToken(SECRET, CARD, token)).toBe(true);
    expect(isAppleAuthenticationToken(SECRET, '00000000-0000-4000-8000-000000000000', token)).toBe(false);
    expect(isAppleAuthenticationToken(SECRET, CARD, `${token}x`)).toBe(false);
  });
});
