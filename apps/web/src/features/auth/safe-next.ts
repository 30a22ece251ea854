/** A `next` parameter is honoured only as a path on this site: no other origins, no protocol-relative URLs. */
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/auth') || value.startsWith('/login') || value.startsWith('/signup')) return null;
  return value;
}
