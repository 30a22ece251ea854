import { describe, expect, it } from 'vitest';
import {
  appleAuthenticationToken,
  isAppleAuthenticationToken,
  linkToken,
  readLinkToken,
} from './wallet-tokens.ts';

const SECRET = 'test-wallet-link-secret-of-32-characters-or-more';
const OTHER = 'another-wallet-link-secret-of-32-characters-or-more';
const CARD = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

describe('link tokens (pass page and .pkpass download)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const expiresAt = new Date('2026-11-21T10:05:00Z');
  const link = { cardId: CARD, expiresAt, version: 3 };

  it('are URL-safe and carry the card, the link version and the expiry', () => {
    const token = linkToken(SECRET, 'pass-page', link);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(readLinkToken(SECRET, 'pass-page', token, now)).toEqual({
      cardId: CARD,
      version: 3,
      expired: false,
    });
    expect(readLinkToken(SECRET, 'pass-page', token, expiresAt)).toEqual({
      cardId: CARD,
      version: 3,
      expired: true,
    });
  });

  it('cannot be extended, moved to another card or version, or used as another kind', () => {
    const token = linkToken(SECRET, 'pkpass-download', link);
    const [id, expires, version, signature] = token.split('.');
    const later = Math.floor(Date.parse('2030-01-01') / 1000).toString(36);
    expect(
      readLinkToken(SECRET, 'pkpass-download', `${id}.${later}.${version}.${signature}`, now),
    ).toBeNull();
    expect(readLinkToken(SECRET, 'pkpass-download', `${id}.${expires}.4.${signature}`, now)).toBeNull();
    const otherCard = linkToken(SECRET, 'pkpass-download', {
      ...link,
      cardId: '00000000-0000-4000-8000-000000000000',
    }).split('.')[0];
    expect(
      readLinkToken(SECRET, 'pkpass-download', `${otherCard}.${expires}.${version}.${signature}`, now),
    ).toBeNull();
    expect(readLinkToken(OTHER, 'pkpass-download', token, now)).toBeNull();
    expect(readLinkToken(SECRET, 'pass-page', token, now)).toBeNull();
    expect(readLinkToken(SECRET, 'pkpass-download', token.slice(0, -1), now)).toBeNull();
    expect(readLinkToken(SECRET, 'pkpass-download', `${token}.x`, now)).toBeNull();
    expect(readLinkToken(SECRET, 'pkpass-download', 'x'.repeat(44), now)).toBeNull();
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
