import { z } from 'zod';
import { text } from '../common/text.ts';
import {
  type BrandTheme,
  normalizeColor,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  themeMessages,
} from './brand-theme-rules.ts';

/** Largest logo kept in a theme as a data: URL (about 300 kB of image). */
export const LOGO_DATA_URL_MAX_CHARS = 400_000;

/** An optional field of the theme: left empty ('') it is simply not set. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** Spec §5: a colour gets '#' when it has none; stored as #rrggbb(aa), lower case. */
export const themeColor = () =>
  text().transform((value, context) => {
    const color = normalizeColor(value);
    if (color === null) {
      context.addIssue({ code: 'custom', message: themeMessages.color });
      return z.NEVER;
    }
    return color;
  });

/** A CSS length in px or rem within [min, max] px (a rem counted as 16px); '0' is 0. */
function cssLength(minPx: number, maxPx: number, rangeMessage: string) {
  return text().superRefine((value, context) => {
    const match = /^(\d{1,4}(?:\.\d{1,3})?)(px|rem)$/.exec(value.trim());
    if (value.trim() === '0') {
      if (minPx > 0) context.addIssue({ code: 'custom', message: rangeMessage });
      return;
    }
    if (!match) {
      context.addIssue({ code: 'custom', message: themeMessages.length });
      return;
    }
    const px = Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
    if (px < minPx || px > maxPx) context.addIssue({ code: 'custom', message: rangeMessage });
  });
}

const FONT_FAMILY = /^[\p{L}\p{N} ,'"-]{1,200}$/u;
// A box-shadow of lengths, numbers and colour functions; nothing that loads (url()) or reads (var()).
const SHADOW = /^[a-z0-9 #.,()%/-]{1,200}$/i;
const DATA_LOGO = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** Where a logo comes from: an https address, a path on this site, or an uploaded image as a data: URL. */
export const logoSource = () =>
  text().superRefine((value, context) => {
    if (value.startsWith('data:')) {
      if (value.length > LOGO_DATA_URL_MAX_CHARS)
        context.addIssue({ code: 'custom', message: themeMessages.logoTooLarge });
      else if (!DATA_LOGO.test(value)) context.addIssue({ code: 'custom', message: themeMessages.logoUrl });
      return;
    }
    const sitePath = /^\/(?!\/)[^\s"'<>\\]{0,500}$/.test(value);
    const https = /^https:\/\/[^\s"'<>\\]{3,1000}$/.test(value) && URL.canParse(value);
    if (!sitePath && !https) context.addIssue({ code: 'custom', message: themeMessages.logoUrl });
  });

const colorFields = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, optional(themeColor())])) as {
  [K in ThemeColorKey]: ReturnType<typeof optional<ReturnType<typeof themeColor>>>;
};

/**
 * Spec §3 Brand theme, as the branding editor edits it and `PUT /api/admin/theme` publishes it: every field
 * optional (empty: FuelLinq's own value), unknown fields refused.
 */
export const BrandThemeSchema = z.strictObject({
  ...colorFields,
  font_family: optional(text().refine((value) => FONT_FAMILY.test(value), themeMessages.fontFamily)),
  logo_url: optional(logoSource()),
  radii: optional(cssLength(0, 48, themeMessages.radiusRange)),
  shadow: optional(
    text().refine((value) => SHADOW.test(value) && !/url|var|expression/i.test(value), themeMessages.shadow),
  ),
  sidebarWidth: optional(cssLength(160, 480, themeMessages.sidebarRange)),
});
export type BrandThemeInput = z.input<typeof BrandThemeSchema>;

const storedString = z.string().optional();
/** A theme as the API answers it (already checked when it was published). */
export const StoredThemeSchema = z.object({
  ...(Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, storedString])) as Record<
    ThemeColorKey,
    typeof storedString
  >),
  font_family: storedString,
  logo_url: storedString,
  radii: storedString,
  shadow: storedString,
  sidebarWidth: storedString,
}) satisfies z.ZodType<BrandTheme>;

/** `GET /api/theme` (public) and `PUT`/`DELETE /api/admin/theme`: the theme every visitor starts with. */
export const PublishedThemeSchema = z.object({
  /** Null: nothing published, FuelLinq's own theme. */
  theme: StoredThemeSchema.nullable(),
  published_at: z.string().nullable(),
});
export type PublishedTheme = z.infer<typeof PublishedThemeSchema>;
