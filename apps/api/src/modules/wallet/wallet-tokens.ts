import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens that prove themselves: an id and an HMAC with WALLET_LINK_SECRET, each kind under its own label, so
// nothing needs storing and one kind can never pass for another. Stable tokens (the pass page, the Apple
// authentication token) stay the same for a card; download links carry an expiry.

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

/** The universal pass page's token for a card: 44 URL-safe characters, the same every time. */
export function passPageToken(secret: string, cardId: string): string {
  const id = idToText(cardId);
  return `${id}${mac(secret, 'pass-page', cardId, 22)}`;
}

/** The card id behind a pass page token, or null when the token is not one of ours. */
export function readPassPageToken(secret: string, token: string): string | null {
  const cardId = textToId(token.slice(0, 22));
  if (!cardId || token.length !== 44) return null;
  return sameText(token, passPageToken(secret, cardId)) ? cardId : null;
}

/** A short-lived download link for a card's .pkpass: id, expiry (unix seconds) and a MAC over both. */
export function downloadToken(secret: string, cardId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${idToText(cardId)}.${expires}.${mac(secret, 'pkpass-download', `${cardId}.${expires}`, 32)}`;
}

export type DownloadCheck = { cardId: string; expired: boolean } | null;

/** The card of a download token and whether its time is up; null when the token is forged or mangled. */
export function readDownloadToken(secret: string, token: string, now: Date): DownloadCheck {
  const [idText, expires, signature] = token.split('.');
  const cardId = idText ? textToId(idText) : null;
  if (!cardId || !expires || !signature || !/^[0-9a-z]{1,12}$/.test(expires)) return null;
  if (!sameText(signature, mac(secret, 'pkpass-download', `${cardId}.${expires}`, 32))) return null;
  return { cardId, expired: parseInt(expires, 36) * 1000 <= now.getTime() };
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
