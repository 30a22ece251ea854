import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what a session or reset token is. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked table does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
