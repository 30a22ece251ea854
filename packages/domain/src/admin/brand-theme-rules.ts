// The brand theme's plain rules (spec §3, §5): no zod, so the web app's first chunk can apply a theme.

/** Spec §3: the colours of the Brand theme, in the order the editor shows them. */
export const THEME_COLOR_KEYS = [
  'bg',
  'surface',
  'text',
  'muted',
  'border',
  'primary',
  'secondary',
  'cardBg',
  'cardText',
  'buttonBg',
  'buttonText',
  'sidebarBg',
  'sidebarText',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** Spec §3: the whole Brand theme as it is stored under the local storage key 'brand'. */
export type BrandTheme = Partial<Record<ThemeColorKey, string>> & {
  font_family?: string;
  logo_url?: string;
  radii?: string;
  shadow?: string;
  sidebarWidth?: string;
};

export const themeColorLabels: Record<ThemeColorKey, string> = {
  bg: 'Achtergrond',
  surface: 'Vlakken',
  text: 'Tekst',
  muted: 'Gedempte tekst',
  border: 'Randen',
  primary: 'Primaire kleur',
  secondary: 'Accentkleur',
  cardBg: 'Pas: achtergrond',
  cardText: 'Pas: tekst',
  buttonBg: 'Knop: achtergrond',
  buttonText: 'Knop: tekst',
  sidebarBg: 'Zijbalk: achtergrond',
  sidebarText: 'Zijbalk: tekst',
};

/** FuelLinq's own theme (the values of `index.css`), what a colour left empty falls back to. */
export const DEFAULT_THEME: Required<Pick<BrandTheme, ThemeColorKey>> & BrandTheme = {
  bg: '#f5f7f6',
  surface: '#ffffff',
  text: '#10201b',
  muted: '#55655f',
  border: '#d9e2de',
  primary: '#0a7451',
  secondary: '#f2b705',
  cardBg: '#0b3d2e',
  cardText: '#ffffff',
  buttonBg: '#0a7451',
  buttonText: '#ffffff',
  sidebarBg: '#0b3d2e',
  sidebarText: '#e6f2ec',
  radii: '0.75rem',
  sidebarWidth: '16rem',
};

export const themeMessages = {
  color: 'Gebruik een kleurcode als #0a7451.',
  length: 'Gebruik een maat als 0.75rem of 12px.',
  radiusRange: 'Kies een afronding van 0 tot 48px (3rem).',
  sidebarRange: 'Kies een zijbalkbreedte van 160 tot 480px (10 tot 30rem).',
  fontFamily: 'Gebruik alleen lettertypenamen, gescheiden door komma’s.',
  shadow: 'Gebruik een schaduw als 0 4px 12px rgb(0 0 0 / 0.1), of none.',
  logoUrl:
    'Gebruik een https-adres, een pad op deze site of een geüploade afbeelding (PNG, JPEG, WebP of GIF).',
  logoTooLarge: 'Het logo is te groot (maximaal 300 kB).',
  imageOnly: 'Kies een afbeeldingsbestand.',
  lowContrast: 'Te weinig contrast',
} as const;

/** Spec §5: a colour input gets a '#' prefix when it has none (typing 'ff0000' gives '#ff0000'). */
export function withHash(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return trimmed;
  return `#${trimmed}`;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour as the theme keeps it: '#' added, lower case, #rgb widened to #rrggbb; null when no hex colour. */
export function normalizeColor(value: string): string | null {
  const hex = withHash(value).toLowerCase();
  if (!HEX.test(hex)) return null;
  if (hex.length === 4 || hex.length === 5) {
    return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  }
  return hex;
}

/** WCAG 2.2 relative luminance of a hex colour (alpha ignored). */
export function relativeLuminance(color: string): number {
  const hex = normalizeColor(color);
  if (!hex) throw new Error(`not a colour: ${color}`);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA for normal text (success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** The colour pairs the app puts text on: foreground, background, and where a person meets them. */
export const THEME_TEXT_PAIRS: readonly [ThemeColorKey, ThemeColorKey, string][] = [
  ['text', 'bg', 'Tekst op de achtergrond'],
  ['text', 'surface', 'Tekst op vlakken'],
  ['muted', 'surface', 'Gedempte tekst op vlakken'],
  ['muted', 'bg', 'Gedempte tekst op de achtergrond'],
  ['primary', 'surface', 'Links (primaire kleur) op vlakken'],
  ['buttonText', 'buttonBg', 'Knoptekst op de knop'],
  ['cardText', 'cardBg', 'Tekst op de pas'],
  ['sidebarText', 'sidebarBg', 'Tekst in de zijbalk'],
];

export interface ContrastWarning {
  foreground: ThemeColorKey;
  background: ThemeColorKey;
  label: string;
  /** Rounded down to two decimals, so a ratio shown as 4.50 really is AA. */
  ratio: number;
}

/** Every text pair of the theme (its empty colours taken from FuelLinq's own) below WCAG AA. */
export function contrastWarnings(theme: BrandTheme): ContrastWarning[] {
  const colorOf = (key: ThemeColorKey) => normalizeColor(theme[key] ?? '') ?? DEFAULT_THEME[key];
  return THEME_TEXT_PAIRS.flatMap(([foreground, background, label]) => {
    const ratio = contrastRatio(colorOf(foreground), colorOf(background));
    return ratio < AA_TEXT_CONTRAST
      ? [{ foreground, background, label, ratio: Math.floor(ratio * 100) / 100 }]
      : [];
  });
}
