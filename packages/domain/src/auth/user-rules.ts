// Plain functions about users: no zod, so the web app's first chunk can use them.

export function displayName(user: { email: string; first_name: string | null; last_name: string | null }) {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return full || user.email.split('@')[0] || user.email;
}

/** Spec §2 and §6: a role *containing* 'admin' is an admin (the stored role may carry more than one word). */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').includes('admin');
}

/** Spec §2: a role containing 'partner' belongs to a station partner. */
export function isPartnerRole(role: string | null | undefined): boolean {
  return (role ?? '').includes('partner');
}

/** Spec §2: a role containing 'admin' goes to /admin, 'partner' to /partner, anything else to /app. */
export function roleHome(role: string | null | undefined): '/admin' | '/partner' | '/app' {
  if (isAdminRole(role)) return '/admin';
  if (isPartnerRole(role)) return '/partner';
  return '/app';
}
