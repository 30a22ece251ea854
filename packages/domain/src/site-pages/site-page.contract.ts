import { z } from 'zod';
import { PageQuerySchema, pageResponseSchema } from '../common/common.contract.ts';
import { text } from '../common/text.ts';
import {
  isAllowedMediaUrl,
  SITE_PAGE_LAYOUTS,
  SLUG_MAX,
  SLUG_MIN,
  SLUG_PATTERN,
  sitePageMessages,
} from './site-page-rules.ts';

export const SitePageLayoutSchema = z.enum(SITE_PAGE_LAYOUTS, { error: sitePageMessages.layout });

/** Spec §3 media_url: one address or a list of them (null: none). */
export const MediaUrlSchema = z.union([z.string(), z.array(z.string())]).nullable();
export type MediaUrl = z.infer<typeof MediaUrlSchema>;

/** A CMS page as the API answers it (spec §3 Site page); render_html is the sanitised HTML to show. */
export const SitePageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content_md: z.string().nullable(),
  content_html: z.string().nullable(),
  render_html: z.string(),
  layout: SitePageLayoutSchema,
  media_url: MediaUrlSchema,
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

/** Spec §3 Site page `stats`: the signed-in reader's own vehicles, passes and open invoices. */
export const SitePageStatsSchema = z.object({
  vehicles: z.number().int(),
  passes: z.number().int(),
  open_invoices: z.number().int(),
});
export type SitePageStats = z.infer<typeof SitePageStatsSchema>;

/** GET /api/site-pages?slug=…: the page, with `stats` for a signed-in reader (null for anyone else). */
export const SitePageReadSchema = SitePageSchema.extend({ stats: SitePageStatsSchema.nullable() });
export type SitePageRead = z.infer<typeof SitePageReadSchema>;

/** GET /api/site-pages?slug=… (spec §7). */
export const SitePageQuerySchema = z.object({
  slug: text({ error: 'Geef de slug van de pagina.' }).trim().min(1, 'Geef de slug van de pagina.').max(200),
});

export const SlugSchema = text()
  .trim()
  .min(SLUG_MIN, sitePageMessages.slugLength)
  .max(SLUG_MAX, sitePageMessages.slugLength)
  .regex(SLUG_PATTERN, sitePageMessages.slugFormat);

const MediaAddressSchema = text().trim().max(500).refine(isAllowedMediaUrl, sitePageMessages.mediaUrl);

const contentField = text({ multiline: true })
  .max(100_000, sitePageMessages.contentLength)
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

const sitePageFields = {
  title: text().trim().min(2, sitePageMessages.titleLength).max(120, sitePageMessages.titleLength),
  slug: SlugSchema,
  layout: SitePageLayoutSchema.default('standard'),
  /** Markdown; used when content_html is empty. */
  content_md: contentField,
  /** HTML, sanitised on save; wins over content_md when both are given. */
  content_html: contentField,
  media_url: z
    .union([MediaAddressSchema, z.array(MediaAddressSchema).max(10, sitePageMessages.mediaCount)])
    .nullish()
    .transform((value) => value ?? null),
};

export const CreateSitePageBodySchema = z.object({
  ...sitePageFields,
  published: z.boolean().default(false),
});
export type CreateSitePageBody = z.input<typeof CreateSitePageBodySchema>;

export const UpdateSitePageBodySchema = z
  .object({
    title: sitePageFields.title,
    slug: sitePageFields.slug,
    layout: SitePageLayoutSchema,
    content_md: sitePageFields.content_md,
    content_html: sitePageFields.content_html,
    media_url: sitePageFields.media_url,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Geef minstens één veld om te wijzigen.');
export type UpdateSitePageBody = z.input<typeof UpdateSitePageBodySchema>;

export const AdminSitePagesQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
});
export type AdminSitePagesQuery = z.input<typeof AdminSitePagesQuerySchema>;

export const SitePageListSchema = pageResponseSchema(SitePageSchema);
export type SitePageList = z.infer<typeof SitePageListSchema>;

/**
 * The editor's form: one text area whose meaning `format` picks, media addresses one per line. Turned into
 * the API's body by `sitePageBodyFromForm`.
 */
export const SitePageFormSchema = z.object({
  title: sitePageFields.title,
  slug: sitePageFields.slug,
  layout: SitePageLayoutSchema,
  format: z.enum(['markdown', 'html']),
  content: text({ multiline: true }).max(100_000, sitePageMessages.contentLength),
  media: text({ multiline: true })
    .max(5_000)
    .refine(
      (value) =>
        value
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .every(isAllowedMediaUrl),
      sitePageMessages.mediaUrl,
    )
    .refine(
      (value) => value.split('\n').filter((line) => line.trim()).length <= 10,
      sitePageMessages.mediaCount,
    ),
});
export type SitePageForm = z.infer<typeof SitePageFormSchema>;

export function sitePageBodyFromForm(form: SitePageForm) {
  const media = form.media
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    title: form.title,
    slug: form.slug,
    layout: form.layout,
    content_md: form.format === 'markdown' ? form.content : null,
    content_html: form.format === 'html' ? form.content : null,
    media_url: media.length === 0 ? null : media.length === 1 ? media[0]! : media,
  };
}

export function sitePageFormFromPage(page: SitePage): SitePageForm {
  const isHtml = page.content_html !== null && page.content_html !== '';
  return {
    title: page.title,
    slug: page.slug,
    layout: page.layout,
    format: isHtml ? 'html' : 'markdown',
    content: (isHtml ? page.content_html : page.content_md) ?? '',
    media: (typeof page.media_url === 'string' ? [page.media_url] : (page.media_url ?? [])).join('\n'),
  };
}
