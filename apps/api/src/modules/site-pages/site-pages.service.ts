import {
  type AdminSitePagesQuerySchema,
  type CreateSitePageBodySchema,
  type Role,
  type SitePage,
  type SitePageList,
  sitePageDocumentTitle,
  sitePageMessages,
  type UpdateSitePageBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { defineEvent } from '../../lib/events.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { renderPageContent, sanitizePageHtml } from './page-content.ts';
import {
  createSitePagesRepository,
  type SitePageRow,
  type SitePagesRepository,
  type SitePageValues,
} from './site-pages.repository.ts';

/** A CMS page was created, changed, published, unpublished or deleted: emitted here, the sitemap listens. */
export const sitePagesChanged = defineEvent('site-pages.changed');

type CreateBody = z.output<typeof CreateSitePageBodySchema>;
type UpdateBody = z.output<typeof UpdateSitePageBodySchema>;
type ListQuery = z.output<typeof AdminSitePagesQuerySchema>;

export const sitePageNotFound = () => new AppError('not_found', { message: sitePageMessages.notFound });
const slugTaken = () => fieldError('slug', 'slug_taken');

export function toSitePage(row: SitePageRow): SitePage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content_md: row.contentMd,
    content_html: row.contentHtml,
    render_html: row.renderHtml,
    layout: row.layout,
    media_url: row.mediaUrl ?? null,
    published: row.published,
    published_at: row.publishedAt ? isoTime(row.publishedAt) : null,
    created_at: isoTime(row.createdAt),
    updated_at: isoTime(row.updatedAt),
  };
}

export interface SitePagesServiceDeps {
  repository: SitePagesRepository;
  /** Called after every change, so the sitemap lists it at once. */
  onChange: () => Promise<void>;
}

/** Read by anyone through `bySlug`'s rule (drafts for admins only); every other call is an admin's. */
export function createSitePagesService({ repository, onChange }: SitePagesServiceDeps) {
  const audit =
    (actorId: string, action: string, details: (row: SitePageRow) => Record<string, unknown> = () => ({})) =>
    (row: SitePageRow): AuditEntry => ({
      actorUserId: actorId,
      action,
      entity: 'site_page',
      entityId: row.id,
      details: { slug: row.slug, ...details(row) },
    });

  /** Runs a write that may collide on the slug: a 409 naming the field instead of a database error. */
  async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'site_pages_slug_key')) throw slugTaken();
      throw error;
    }
  }

  async function existing(id: string): Promise<SitePageRow> {
    const row = await repository.byId(id);
    if (!row) throw sitePageNotFound();
    return row;
  }

  async function setPublished(actorId: string, id: string, published: boolean): Promise<SitePage> {
    const row = await existing(id);
    if (row.published === published) return toSitePage(row);
    const updated = await repository.update(
      id,
      { published, updatedBy: actorId },
      audit(actorId, published ? 'site_page.publish' : 'site_page.unpublish'),
    );
    if (!updated) throw sitePageNotFound();
    await onChange();
    return toSitePage(updated);
  }

  return {
    /** Spec §7 GET /api/site-pages?slug=: a published page for everyone, a draft only for an admin. */
    async bySlug(slug: string, viewerRole: Role | undefined): Promise<SitePage> {
      const row = await repository.bySlug(slug.toLowerCase());
      if (!row || (!row.published && viewerRole !== 'admin')) throw sitePageNotFound();
      return toSitePage(row);
    },

    async list(query: ListQuery): Promise<SitePageList> {
      const { rows, total } = await repository.list({
        q: query.q,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      });
      return { items: rows.map(toSitePage), total, page: query.page, per_page: query.per_page };
    },

    async get(id: string): Promise<SitePage> {
      return toSitePage(await existing(id));
    },

    async create(actorId: string, body: CreateBody): Promise<SitePage> {
      const values: SitePageValues = {
        slug: body.slug,
        title: body.title,
        layout: body.layout,
        ...content(body),
        mediaUrl: body.media_url,
      };
      const row = await guardSlug(() =>
        repository.create(
          { ...values, published: body.published, createdBy: actorId },
          audit(actorId, 'site_page.create', (created) => ({ published: created.published })),
        ),
      );
      await onChange();
      return toSitePage(row);
    },

    async update(actorId: string, id: string, body: UpdateBody): Promise<SitePage> {
      const before = await existing(id);
      const values: Partial<SitePageValues> = {};
      if (body.title !== undefined) values.title = body.title;
      if (body.slug !== undefined) values.slug = body.slug;
      if (body.layout !== undefined) values.layout = body.layout;
      if (body.media_url !== undefined) values.mediaUrl = body.media_url;
      if (body.content_md !== undefined || body.content_html !== undefined) {
        Object.assign(
          values,
          content({
            content_md: body.content_md === undefined ? before.contentMd : body.content_md,
            content_html: body.content_html === undefined ? before.contentHtml : body.content_html,
          }),
        );
      }
      const row = await guardSlug(() =>
        repository.update(
          id,
          { ...values, updatedBy: actorId },
          audit(actorId, 'site_page.update', () => ({
            fields: Object.keys(body),
            ...(values.slug && values.slug !== before.slug ? { previous_slug: before.slug } : {}),
          })),
        ),
      );
      if (!row) throw sitePageNotFound();
      await onChange();
      return toSitePage(row);
    },

    publish: (actorId: string, id: string) => setPublished(actorId, id, true),
    unpublish: (actorId: string, id: string) => setPublished(actorId, id, false),

    async remove(actorId: string, id: string): Promise<void> {
      const removed = await repository.remove(
        id,
        audit(actorId, 'site_page.delete', (row) => ({ title: row.title })),
      );
      if (!removed) throw sitePageNotFound();
      await onChange();
    },
  };
}

/** The stored content: HTML (sanitised) when given, else markdown; render_html from whichever it is. */
function content(body: { content_md: string | null; content_html: string | null }) {
  const contentHtml = body.content_html ? sanitizePageHtml(body.content_html) : null;
  const contentMd = contentHtml ? null : body.content_md;
  return { contentMd, contentHtml, renderHtml: renderPageContent({ contentMd, contentHtml }) };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;

/** The sitemap's source of CMS pages (read by the seo module): every published page, by its last change. */
export async function sitePageEntries(db: Database): Promise<{ path: string; lastModified: string }[]> {
  const rows = await createSitePagesRepository(db).published();
  return rows.map((row) => ({ path: `/page/${row.slug}`, lastModified: isoTime(row.updatedAt) }));
}

/**
 * The document title of the published CMS page at `path` (/page/{slug}), for the HTML the server sends (crawlers and
 * link previews run no script); undefined for any other path, or a draft.
 */
export async function publishedPageTitle(db: Database, path: string): Promise<string | undefined> {
  const slug = /^\/page\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return undefined;
  const row = await createSitePagesRepository(db).bySlug(decodeURIComponent(slug).toLowerCase());
  return row?.published ? sitePageDocumentTitle(row.title) : undefined;
}
