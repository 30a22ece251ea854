import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens that prove themselves: an id and an HMAC with WALLET_LINK_SECRET, each kind under its own label, so
// one kind can never pass for another. Links (the pass page, a .pkpass download) carry an expiry and the
// pass's link version, so they end on their own and can be revoked; the Apple authentication token stays the
// same for a card, as Apple requires.

function mac(secret: string, label: string, message: string, length: number): string {
  return createHmac('sha256', secret).update(`${label}:${message}`).digest('base64url').slice(0, length);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function idToText(uuid: string): string {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
}

function textToId(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(text)) return null;
  const hex = Buffer.from(text, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type LinkKind = 'pass-page' | 'pkpass-download';

/**
 * A link token: card id, expiry (unix seconds), the pass's link version and a MAC over all of them, under the
 * kind's own label. Bumping the version in the database revokes every link made before; the expiry ends it
 * on its own.
 */
export function linkToken(
  secret: string,
  kind: LinkKind,
  link: { cardId: string; expiresAt: Date; version: number },
): string {
  const expires = Math.floor(link.expiresAt.getTime() / 1000).toString(36);
  const version = link.version.toString(36);
  const signed = `${link.cardId}.${expires}.${version}`;
  return `${idToText(link.cardId)}.${expires}.${version}.${mac(secret, kind, signed, 32)}`;
}

export type LinkCheck = { cardId: string; version: number; expired: boolean } | null;

/** What a link token says and whether its time is up; null when it is forged, mangled or of another kind. */
export function readLinkToken(secret: string, kind: LinkKind, token: string, now: Date): LinkCheck {
  const [idText, expires, version, signature, ...rest] = token.split('.');
  const cardId = idText ? textToId(idText) : null;
  if (!cardId || !expires || !version || !signature || rest.length > 0) return null;
  if (!/^[0-9a-z]{1,12}$/.test(expires) || !/^[0-9a-z]{1,6}$/.test(version)) return null;
  if (!sameText(signature, mac(secret, kind, `${cardId}.${expires}.${version}`, 32))) return null;
  return {
    cardId,
    version: parseInt(version, 36),
    expired: parseInt(expires, 36) * 1000 <= now.getTime(),
  };
}

/**
 * The pass's authenticationToken for the Apple web service. Apple requires it to stay the same across
 * updates; deriving it means it never has to be stored.
 */
export function appleAuthenticationToken(secret: string, cardId: string): string {
  return mac(secret, 'apple-auth', cardId, 32);
}

export function isAppleAuthenticationToken(secret: string, cardId: string, token: string): boolean {
  return sameText(token, appleAuthenticationToken(secret, cardId));
}
