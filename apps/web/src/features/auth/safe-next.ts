import { sitePath } from '../../lib/site-path.ts';

/** A `next` parameter is honoured only as a path on this site: no other origins, no protocol-relative URLs. */
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/')) return null;
  const path = sitePath(value);
  if (!path || path.startsWith('/auth') || path.startsWith('/login') || path.startsWith('/signup'))
    return null;
  return path;
}
