/** The stored brand theme (spec §3, local storage key 'brand'), applied as CSS custom properties on :root. */
export interface BrandTheme {
  bg?: string;
  surface?: string;
  text?: string;
  muted?: string;
  border?: string;
  primary?: string;
  secondary?: string;
  cardBg?: string;
  cardText?: string;
  buttonBg?: string;
  buttonText?: string;
  sidebarBg?: string;
  sidebarText?: string;
  font_family?: string;
  logo_url?: string;
  radii?: string;
  shadow?: string;
  sidebarWidth?: string;
}

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

export function readStoredTheme(): BrandTheme {
  try {
    const raw = window.localStorage.getItem(BRAND_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
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

/** Applies the stored theme now and whenever another tab changes it. */
export function startTheme() {
  applyTheme(readStoredTheme());
  window.addEventListener('storage', (event) => {
    if (event.key === BRAND_STORAGE_KEY || event.key === null) applyTheme(readStoredTheme());
  });
}
