// Plain functions about users: no zod, so the web app's first chunk can use them.

export function displayName(user: { email: string; first_name: string | null; last_name: string | null }) {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return full || user.email.split('@')[0] || user.email;
}

/** Spec §2: a role containing 'admin' goes to /admin, 'partner' to /partner, anything else to /app. */
export function roleHome(role: string | null | undefined): '/admin' | '/partner' | '/app' {
  const value = role ?? '';
  if (value.includes('admin')) return '/admin';
  if (value.includes('partner')) return '/partner';
  return '/app';
}
