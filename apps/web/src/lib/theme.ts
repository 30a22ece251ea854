import type { BrandTheme } from '@fuellinq/domain/admin/brand-theme-rules';
import { route } from '@fuellinq/domain/api/route';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';

export type { BrandTheme };

// Spec §3: the Brand theme is stored locally under 'brand' and applied as page styles; 'brand_logo' holds the
// logo. What an admin published (GET /api/theme) is every visitor's starting point; the locally stored theme
// wins over it field by field, so the admin who is editing sees their own work.

const VARIABLES: Record<Exclude<keyof BrandTheme, 'logo_url'>, string> = {
  bg: '--fl-bg',
  surface: '--fl-surface',
  text: '--fl-text',
  muted: '--fl-muted',
  border: '--fl-border',
  primary: '--fl-primary',
  secondary: '--fl-secondary',
  cardBg: '--fl-card-bg',
  cardText: '--fl-card-text',
  buttonBg: '--fl-button-bg',
  buttonText: '--fl-button-text',
  sidebarBg: '--fl-sidebar-bg',
  sidebarText: '--fl-sidebar-text',
  font_family: '--fl-font-family',
  radii: '--fl-radius',
  shadow: '--fl-shadow',
  sidebarWidth: '--fl-sidebar-width',
};

export const BRAND_STORAGE_KEY = 'brand';
export const BRAND_LOGO_STORAGE_KEY = 'brand_logo';

let published: BrandTheme = {};
const listeners = new Set<() => void>();
// Snapshots for useSyncExternalStore: the same object until something changes.
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function plainTheme(value: unknown): BrandTheme {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function readStoredTheme(): BrandTheme {
  try {
    const raw = window.localStorage.getItem(BRAND_STORAGE_KEY);
    return plainTheme(raw ? JSON.parse(raw) : {});
  } catch {
    return {};
  }
}

export function readStoredLogo(): string | null {
  try {
    return window.localStorage.getItem(BRAND_LOGO_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The theme in effect: the published one, with the locally stored one on top. */
export function effectiveTheme(): BrandTheme {
  return { ...published, ...readStoredTheme() };
}

/** The logo in effect: an uploaded one ('brand_logo'), a stored logo URL, the published logo; else null. */
export function currentLogo(): string | null {
  return readStoredLogo() ?? readStoredTheme().logo_url ?? published.logo_url ?? null;
}

export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement) {
  for (const [key, variable] of Object.entries(VARIABLES)) {
    const value = theme[key as keyof typeof VARIABLES];
    // Only plain values: a stored theme cannot smuggle in url() or other declarations.
    if (typeof value === 'string' && value.trim() && !/[;{}<>]|url\(/i.test(value)) {
      root.style.setProperty(variable, value.trim());
    } else {
      root.style.removeProperty(variable);
    }
  }
}

function refresh() {
  applyTheme(effectiveTheme());
  changed();
}

/** Stores the edited theme under 'brand' (only the fields that are set) and applies it at once. */
export function storeTheme(theme: BrandTheme) {
  const set = plainTheme(theme);
  if (Object.keys(set).length === 0) window.localStorage.removeItem(BRAND_STORAGE_KEY);
  else window.localStorage.setItem(BRAND_STORAGE_KEY, JSON.stringify(set));
  refresh();
}

/** Stores an uploaded logo under 'brand_logo' (null removes it) and shows it at once. */
export function storeLogo(logo: string | null) {
  if (logo) window.localStorage.setItem(BRAND_LOGO_STORAGE_KEY, logo);
  else window.localStorage.removeItem(BRAND_LOGO_STORAGE_KEY);
  changed();
}

/** The theme every visitor starts with, as the server answered it (null: FuelLinq's own). */
export function setPublishedTheme(theme: BrandTheme | null) {
  published = plainTheme(theme);
  refresh();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the theme or logo changes (in this tab, another tab, or a publication). */
export function useThemeVersion(): number {
  const read = () => version;
  return useSyncExternalStore(subscribe, read, read);
}

/** The logo in effect, kept up to date. */
export function useBrandLogo(): string | null {
  useThemeVersion();
  return currentLogo();
}

/**
 * Applies the stored theme now, the published one as soon as the server answers, and either again whenever
 * another tab changes them.
 */
export function startTheme() {
  applyTheme(effectiveTheme());
  window.addEventListener('storage', (event) => {
    if (event.key === BRAND_STORAGE_KEY || event.key === BRAND_LOGO_STORAGE_KEY || event.key === null) {
      refresh();
    }
  });
  // Without a connection the stored theme (or FuelLinq's own) stays: nothing to tell the visitor.
  // By route: every page loads this, and the theme's schemas stay out of the entry (decision 022).
  apiRequest(route('GET /api/theme')).then(
    (answer) => setPublishedTheme(answer.theme),
    () => undefined,
  );
}
